#include "widgets/session/form/field_help.h"

#include <QCoreApplication>

#include "model/core/scenario_fields.h"

namespace memledger::widgets {

namespace {

struct HelpEntry {
    const char* key;
    const char* help;   // QT_TRANSLATE_NOOP("FieldHelp", …): what it is, what it trades, typical values
};

// The preset pickers and the per-stage split, which are not scalar fields; every scalar
// field's help is its entry in the engine's table (model/core/scenario_fields.cpp).
constexpr HelpEntry kPickerHelp[] = {
    {"model",
     QT_TRANSLATE_NOOP("FieldHelp", "The model preset: its architecture fills the Architecture group. Pick Custom or edit the architecture to model your own. Typical: Llama 3.1 8B / 70B, Qwen2.5, Mistral 7B.")},
    {"model.family",
     QT_TRANSLATE_NOOP("FieldHelp", "Other sizes of the same model family: slide to see how memory grows with the parameter count, everything else kept.")},
    {"gpu",
     QT_TRANSLATE_NOOP("FieldHelp", "The GPU preset: its memory, bandwidths and peak FLOPS fill the Hardware group. Typical: A100 80 GB, H100 SXM 80 GB, RTX 4090 24 GB.")},
    {"teacher.model",
     QT_TRANSLATE_NOOP("FieldHelp", "A knowledge-distillation job's teacher, as torchtune's knowledge_distillation recipes run it: a frozen model of the student's tokenizer whose forward follows the student's on every micro-batch. It adds its weights (sharded like the student's under FSDP), its forward's working set and its logits, and the divergence's fp32 probabilities over the vocabulary, kept until backward. None: no teacher. Typical: a model two to eight times the student's size, of its family.")},
    {"parallel.stage_layers",
     QT_TRANSLATE_NOOP("FieldHelp", "How many layers each pipeline stage holds, comma-separated (e.g. 21,20,20,19); empty splits evenly. Uneven splits balance the embedding and the loss on the first and last stage.")},
};

}  // namespace

QString fieldHelp(const QString& key)
{
    const QByteArray latin = key.toLatin1();
    if (const model::ScenarioField* field = model::findField(std::string_view(latin.constData(), latin.size())))
        return QCoreApplication::translate("FieldHelp", field->help);
    for (const HelpEntry& entry : kPickerHelp)
        if (key == QLatin1String(entry.key))
            return QCoreApplication::translate("FieldHelp", entry.help);
    return {};
}

std::vector<QString> fieldHelpKeys()
{
    std::vector<QString> keys;
    for (const HelpEntry& entry : kPickerHelp)
        keys.push_back(QString::fromLatin1(entry.key));
    for (const model::ScenarioField& field : model::scenarioFields())
        keys.push_back(QString::fromLatin1(field.key));
    return keys;
}

}  // namespace memledger::widgets
