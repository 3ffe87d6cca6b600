import type { WorkflowKind } from '../images/comfyui-workflow';

/** The image-to-video workflow: the source photo is uploaded, then named where it says {{image}}. */
export const VIDEO_WORKFLOW: WorkflowKind = {
  placeholders: ['image', 'width', 'height', 'frames', 'fps', 'seed', 'checkpoint'],
  required: 'image',
  requiredBecause: 'every clip would ignore its source photo',
  shipped: new URL('./comfyui-video-workflow.json', import.meta.url),
};
