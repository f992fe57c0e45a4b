// The preset pickers of the controls dock: model (with a size slider inside its
// family), Hugging Face import, GPU, and the pipeline's per-stage layer split.
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSlider>

#include "model/core/json_file.h"
#include "model/core/stage_layers_text.h"
#include "model/io/hf_config/hf_config.h"
#include "model/service/scenario_request.h"
#include "widgets/common/control_help.h"
#include "widgets/common/narrow_combo.h"
#include "widgets/common/vocabulary.h"
#include "widgets/session/form/field_help.h"
#include "widgets/session/form/gpu_combo.h"
#include "widgets/session/scenario_file.h"
#include "widgets/common/wheel_guard.h"
#include "widgets/session/form/scenario_form.h"

namespace memledger::widgets {

namespace {

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

}  // namespace

void ScenarioForm::buildModelPickers(QFormLayout* form)
{
    m_model = new QComboBox;
    m_model->setObjectName(QStringLiteral("model"));
    ignoreWheelUnlessFocused(m_model);
    narrowCombo(m_model);
    m_model->addItem(tr("Custom"), QString());
    for (const auto& [id, preset] : m_presets->models)
        m_model->addItem(qs(preset.name), qs(id));
    connect(m_model, &QComboBox::activated, this, [this](int i) { chooseModel(m_model->itemData(i).toString()); });
    auto* import = new QPushButton(tr("Import config.json…"));
    describeControl(import, tr("Import config.json"),
                    tr("Read the architecture from a Hugging Face config.json (a file, a model directory or the "
                       "local Hub cache); what it cannot express is listed after the import."));
    describeControl(m_model, tr("Model"), fieldHelp(QStringLiteral("model")));
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Hugging Face config.json"), QString(),
                                                          tr("Model config (*.json)"));
        QString error;
        QStringList notes;
        if (path.isEmpty())
            return;
        if (!importHfConfig(path, &error, &notes))
            QMessageBox::warning(this, tr("Import failed"), error);
        else if (!notes.isEmpty())
            QMessageBox::information(this, tr("Imported with approximations"), notes.join(QLatin1Char('\n')));
    });
    // The model's name gets the whole row ("Custom: 7B GPT-style"); import goes below.
    form->addRow(tr("Model"), m_model);
    auto* importRow = new QHBoxLayout;
    importRow->addWidget(import);
    importRow->addStretch(1);
    form->addRow(QString(), importRow);
    m_pickerMessages[QStringLiteral("model")] = addMessageRow(form);
    m_family = new QSlider(Qt::Horizontal);
    m_family->setObjectName(QStringLiteral("family"));
    ignoreWheelUnlessFocused(m_family);
    describeControl(m_family, tr("Size in family"), fieldHelp(QStringLiteral("model.family")));
    m_familyLabel = new QLabel;
    auto* familyRow = new QHBoxLayout;
    familyRow->addWidget(m_family, 1);
    familyRow->addWidget(m_familyLabel);
    form->addRow(tr("Size in family"), familyRow);
    connect(m_family, &QSlider::valueChanged, this, &ScenarioForm::chooseFamilyMember);
}

void ScenarioForm::chooseModel(const QString& id)
{
    const auto* preset = m_presets->model(id.toStdString());
    if (!preset)
        return;
    emit edited(QStringLiteral("model"), tr("Choose model %1").arg(qs(preset->name)),
                [p = *preset](model::Scenario& s) { model::applyModel(p, s); });
}

void ScenarioForm::chooseFamilyMember(int index)
{
    if (index >= 0 && index < static_cast<int>(m_familyIds.size()))
        chooseModel(qs(m_familyIds[static_cast<std::size_t>(index)]));
}

bool ScenarioForm::importHfConfig(const QString& path, QString* error, QStringList* notes)
{
    std::vector<model::Problem> problems;
    const auto json = model::readJsonFile(path.toStdString(), problems);
    model::HfImport imported;
    if (json)
        imported = model::importHfConfig(*json, problems);
    if (!problems.empty()) {
        QStringList lines;
        for (const auto& p : problems)
            lines << qs(p.field) + QStringLiteral(": ") + qs(p.message);
        if (error)
            *error = lines.join(QLatin1Char('\n'));
        return false;
    }
    if (notes)
        for (const auto& note : imported.notes)
            *notes << qs(model::importNoteText(note, engineWord));
    emit edited(QStringLiteral("model"), tr("Import %1").arg(qs(imported.arch.name)),
                [imported, file = path.toStdString()](model::Scenario& s) { model::adoptHfImport(imported, file, s); });
    return true;
}

void ScenarioForm::buildGpuPicker(QFormLayout* form)
{
    m_gpu = new QComboBox;
    m_gpu->setObjectName(QStringLiteral("gpu"));
    ignoreWheelUnlessFocused(m_gpu);
    narrowCombo(m_gpu);
    m_gpu->addItem(tr("Custom"), QString());
    addGpuPresets(m_gpu, *m_presets);
    connect(m_gpu, &QComboBox::activated, this, [this](int i) {
        const auto* preset = m_presets->gpu(m_gpu->itemData(i).toString().toStdString());
        if (preset)
            emit edited(QStringLiteral("gpu"), tr("Choose GPU %1").arg(qs(preset->name)),
                        [p = *preset](model::Scenario& s) { model::applyGpu(p, s.hardware); });
    });
    describeControl(m_gpu, tr("GPU"), fieldHelp(QStringLiteral("gpu")));
    form->addRow(tr("GPU"), m_gpu);
    m_pickerMessages[QStringLiteral("gpu")] = addMessageRow(form);
}

void ScenarioForm::buildTeacherPicker(QFormLayout* form)
{
    m_teacher = new QComboBox;
    m_teacher->setObjectName(QStringLiteral("teacher.model"));
    ignoreWheelUnlessFocused(m_teacher);
    narrowCombo(m_teacher);
    m_teacher->addItem(tr("None"), QString());
    for (const auto& [id, preset] : m_presets->models)
        m_teacher->addItem(qs(preset.name), qs(id));
    connect(m_teacher, &QComboBox::activated, this, [this](int i) {
        const std::string id = m_teacher->itemData(i).toString().toStdString();
        const auto* preset = m_presets->model(id);
        emit edited(QStringLiteral("teacher.model"),
                    preset ? tr("Distil from %1").arg(qs(preset->name)) : tr("Remove the teacher"),
                    [id, arch = preset ? preset->arch : model::Architecture{}](model::Scenario& s) {
                        s.teacher.modelId = id;
                        s.teacher.arch = arch;
                    });
    });
    describeControl(m_teacher, tr("Teacher (distillation)"), fieldHelp(QStringLiteral("teacher.model")));
    form->addRow(tr("Teacher (distillation)"), m_teacher);
    m_pickerMessages[QStringLiteral("teacher.model")] = addMessageRow(form);
}

void ScenarioForm::buildStageLayers(QFormLayout* form)
{
    m_stageLayers = new QLineEdit;
    m_stageLayers->setObjectName(QStringLiteral("parallel.stage_layers"));
    m_stageLayers->setPlaceholderText(tr("uniform (e.g. 19,20,20,21)"));
    // Only what stageLayersFromText reads can be typed: digits, commas and spaces.
    m_stageLayers->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9 ,]*")), m_stageLayers));
    connect(m_stageLayers, &QLineEdit::editingFinished, this, [this] {
        const auto layers = model::stageLayersFromText(m_stageLayers->text().toStdString());
        if (!layers)
            return;  // a stray comma: the text stays as typed until it reads as a list
        emit edited(QStringLiteral("parallel.stage_layers"), tr("Change layers per stage"),
                    [split = *layers](model::Scenario& s) { s.parallel.stageLayers = split; });
    });
    describeControl(m_stageLayers, tr("Layers per stage"), fieldHelp(QStringLiteral("parallel.stage_layers")));
    form->addRow(tr("Layers per stage"), m_stageLayers);
    m_pickerMessages[QStringLiteral("parallel.stage_layers")] = addMessageRow(form);
    m_worldSize = new QLabel;
    m_worldSize->setWordWrap(true);   // "64 = DP 8 × TP 4 × PP 2 × CP 1" on a narrow dock
    form->addRow(tr("GPUs in the job"), m_worldSize);
}

void ScenarioForm::showFamily(const model::Scenario& s)
{
    const auto* current = model::modelPresetOf(s, *m_presets);
    std::vector<const model::ModelPreset*> members;
    if (current)
        for (const auto& [id, preset] : m_presets->models)
            if (preset.family == current->family)
                members.push_back(&preset);
    std::sort(members.begin(), members.end(),
              [](const auto* a, const auto* b) { return a->paramsReference < b->paramsReference; });
    m_familyIds.clear();
    int index = 0;
    for (const auto* m : members) {
        if (m == current)
            index = static_cast<int>(m_familyIds.size());
        m_familyIds.push_back(m->id);
    }
    const QSignalBlocker block(m_family);
    m_family->setRange(0, std::max(0, static_cast<int>(members.size()) - 1));
    m_family->setValue(index);
    m_family->setEnabled(members.size() > 1);
    // A custom model has no reference count: the engine's count of what it computes is shown.
    const double params = current ? current->paramsReference : m_customParams;
    m_familyLabel->setText(params > 0 ? tr("%1 B params").arg(params / 1e9, 0, 'f', 1) : tr("n/a"));
}

void ScenarioForm::setParameterCount(double params)
{
    m_customParams = params;
    showFamily(m_shown);
}

void ScenarioForm::showPickers(const model::Scenario& s)
{
    // Only a preset whose architecture is what the engine computes is named as that preset.
    const auto* preset = model::modelPresetOf(s, *m_presets);
    {
        const QSignalBlocker a(m_model);
        const QString name = s.arch.name.empty() ? tr("unnamed") : qs(s.arch.name);
        m_model->setItemText(0, preset ? tr("Custom") : tr("Custom: %1").arg(name));
        m_model->setItemData(0, preset ? QString() : tr("Not a preset: the architecture was imported, read from a file "
                                                        "or edited (see Architecture below)"),
                             Qt::ToolTipRole);
        m_model->setCurrentIndex(preset ? std::max(0, m_model->findData(qs(preset->id))) : 0);
        // Why the model is custom, when it is, before what the picker does.
        const QString note = m_model->itemData(m_model->currentIndex(), Qt::ToolTipRole).toString();
        const QString help = fieldHelp(QStringLiteral("model"));
        m_model->setToolTip(note.isEmpty() ? help : note % QStringLiteral("\n\n") % help);
        const QSignalBlocker b(m_gpu);
        m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(qs(s.hardware.gpuId))));
        const QSignalBlocker c(m_teacher);
        m_teacher->setCurrentIndex(std::max(0, m_teacher->findData(qs(s.teacher.modelId))));
    }
    showFamily(s);
    if (m_architectureBox)
        m_architectureBox->setTitle(preset ? tr("Architecture (from the model; edit to override)")
                                           : tr("Architecture (custom model)"));
    if (!m_stageLayers->hasFocus())
        m_stageLayers->setText(QString::fromStdString(model::stageLayersText(s.parallel.stageLayers)));
    m_worldSize->setText(tr("%1 = DP %2 × TP %3 × PP %4 × CP %5")
                             .arg(s.worldSize())
                             .arg(s.parallel.dp)
                             .arg(s.parallel.tp)
                             .arg(s.parallel.pp)
                             .arg(s.parallel.cp));
}

}  // namespace memledger::widgets
