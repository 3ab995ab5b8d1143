/** H5 has no privacy authorization of WeChat's: the browser asks for what it needs itself. Interface: PrivacyCapability. */
export function installPrivacyFlow(): void {}
