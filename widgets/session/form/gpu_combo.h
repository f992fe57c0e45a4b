// The GPU presets in a combo box, grouped under a header per vendor and generation
// ("NVIDIA · Blackwell"), newest first: the headers can be neither chosen nor
// reached with the keyboard, and every other item's data is the preset's id and its
// tooltip the card's capacity with where that figure comes from.
#pragma once

class QComboBox;

namespace memledger::model {
struct PresetLibrary;
}

namespace memledger::widgets {

void addGpuPresets(QComboBox* combo, const model::PresetLibrary& presets);

}  // namespace memledger::widgets
