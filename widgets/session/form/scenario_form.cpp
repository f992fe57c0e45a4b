#include "widgets/session/form/scenario_form.h"

#include <algorithm>
#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include "widgets/common/control_help.h"
#include "widgets/common/narrow_combo.h"
#include "widgets/common/problem_marker.h"
#include "widgets/common/theme.h"
#include "widgets/session/form/field_help.h"
#include "widgets/session/problem_text.h"
#include "widgets/common/wheel_guard.h"

namespace memledger::widgets {

namespace {

QString trForm(const char* text)
{
    return QCoreApplication::translate("ScenarioForm", text);
}

}  // namespace

QWidget* ScenarioForm::Editor::input() const
{
    if (slider)
        return slider->spinBox();
    if (combo)
        return combo;
    if (line)
        return line;
    return check;
}

ScenarioForm::ScenarioForm(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent)
    : QWidget(parent), m_presets(std::move(presets)), m_generalProblems(new QLabel)
{
    auto* layout = new QVBoxLayout(this);
    m_generalProblems->setWordWrap(true);
    setStatusColor(m_generalProblems, Status::Invalid);
    m_generalProblems->hide();
    layout->addWidget(m_generalProblems);
    for (const auto& group : groupsInFormOrder())
        layout->addWidget(buildGroup(group));
    layout->addStretch(1);
}

QLabel* ScenarioForm::addMessageRow(QFormLayout* form)
{
    auto* message = new QLabel;
    message->setWordWrap(true);
    setStatusColor(message, Status::Invalid);
    message->hide();
    form->addRow(message);
    return message;
}

namespace {

QFormLayout* formLayout(QWidget* body)
{
    auto* form = new QFormLayout(body);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // On a narrow dock a row whose label and field do not fit side by side puts the field
    // under its label, instead of making the dock (and the window) wider than the screen.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    return form;
}

// A row's label: in a section whose labels sit above their fields, one that wraps, so that
// a long one never widens the dock.
QLabel* rowLabel(const QFormLayout* form, const QString& text)
{
    auto* label = new QLabel(text);
    label->setWordWrap(form->rowWrapPolicy() == QFormLayout::WrapAllRows);
    return label;
}

}  // namespace

// The form's order: what every job sets first (model, then the GPU), the rest after.
std::vector<GroupSpec> ScenarioForm::groupsInFormOrder()
{
    std::vector<GroupSpec> groups = scenarioGroups();
    const auto hardware = std::find_if(groups.begin(), groups.end(),
                                       [](const GroupSpec& g) { return g.group == model::FieldGroup::Hardware; });
    const auto batch = std::find_if(groups.begin(), groups.end(),
                                    [](const GroupSpec& g) { return g.group == model::FieldGroup::Batch; });
    if (hardware != groups.end() && batch != groups.end() && batch < hardware)
        std::rotate(batch, hardware, hardware + 1);
    return groups;
}

// A group's expert settings (the field table's "advanced" mark) fold under a toggle that
// says how many there are; a problem in one of them unfolds it (showProblems).
ScenarioForm::FoldedSection& ScenarioForm::addFoldedSection(QGroupBox* box, QFormLayout* form, int count)
{
    auto* toggle = new QToolButton;
    toggle->setCheckable(true);
    toggle->setAutoRaise(true);
    toggle->setArrowType(Qt::RightArrow);
    toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toggle->setText(tr("More settings (%1)").arg(count));
    describeControl(toggle, toggle->text(),
                    tr("Settings an expert tunes: each has a default that holds for most jobs. A setting with a "
                       "problem opens its section."));
    auto* body = new QWidget;
    body->hide();
    connect(toggle, &QToolButton::toggled, body, [toggle, body](bool on) {
        toggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        body->setVisible(on);
    });
    form->addRow(toggle);
    form->addRow(body);
    // An expert's labels are long: each above its field, which then has the dock's width.
    formLayout(body)->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_foldToggles.push_back(toggle);
    return m_folds.emplace_back(FoldedSection{toggle, body, box});
}

const std::vector<QToolButton*>& ScenarioForm::foldToggles() const
{
    return m_foldToggles;
}

// A folded section is hidden, but its layout still knows its widest row; the margins of the
// group box around it and of the form come from the style, shown or not.
int ScenarioForm::unfoldedWidth() const
{
    const auto across = [](const QMargins& m) { return m.left() + m.right(); };
    int width = sizeHint().width();
    for (const FoldedSection& fold : m_folds) {
        fold.box->ensurePolished();
        const int chrome = across(layout()->contentsMargins()) + across(fold.box->contentsMargins()) +
                           across(fold.box->layout()->contentsMargins());
        width = std::max(width, fold.body->minimumSizeHint().width() + chrome);
    }
    return width;
}

QGroupBox* ScenarioForm::buildGroup(const GroupSpec& group)
{
    auto* box = new QGroupBox(trForm(group.title).replace(QLatin1Char('&'), QStringLiteral("&&")));
    auto* body = new QWidget;
    auto* form = formLayout(body);
    (new QVBoxLayout(box))->addWidget(body);
    if (group.group == model::FieldGroup::Model)
        buildModelPickers(form);
    if (group.group == model::FieldGroup::Hardware)
        buildGpuPicker(form);
    // The architecture folds as a whole (below); elsewhere the expert settings fold after the rest.
    const bool foldExperts = group.group != model::FieldGroup::Architecture;
    std::vector<const FieldSpec*> experts;
    for (const auto& spec : group.fields) {
        if (foldExperts && spec.field->advanced)
            experts.push_back(&spec);
        else
            addEditor(form, spec);
    }
    if (group.group == model::FieldGroup::Parallelism)
        buildStageLayers(form);
    if (group.group == model::FieldGroup::PostTraining)
        buildTeacherPicker(form);
    if (!experts.empty()) {
        const FoldedSection& folded = addFoldedSection(box, form, static_cast<int>(experts.size()));
        for (const FieldSpec* spec : experts) {
            addEditor(static_cast<QFormLayout*>(folded.body->layout()), *spec);
            m_editors.at(QString::fromLatin1(spec->key())).fold = folded.toggle;
        }
    }
    if (group.group == model::FieldGroup::Architecture) {
        // Rarely edited (the model picker sets it): folded until asked for, or until it has a problem.
        box->setTitle(tr("Architecture (from the model; edit to override)"));
        box->setCheckable(true);
        box->setChecked(false);
        describeControl(box, box->title(),
                        tr("The model's shape, filled in by the model picker. Tick to show and override it; "
                           "an edited architecture makes the model custom."));
        body->hide();
        connect(box, &QGroupBox::toggled, body, &QWidget::setVisible);
        m_architectureBox = box;
    }
    return box;
}

void ScenarioForm::addEditor(QFormLayout* form, const FieldSpec& spec)
{
    Editor editor;
    editor.spec = spec;
    const QString label = trForm(spec.label);
    const QString key = QString::fromLatin1(spec.key());
    switch (spec.kind()) {
    case FieldKind::Number:
        editor.slider = new ParamSlider(spec.field->minimum / spec.unit, spec.field->maximum / spec.unit, spec.scale,
                                        spec.decimals);
        editor.slider->setSuffix(*spec.suffix ? trForm(spec.suffix) : QString());
        connect(editor.slider, &ParamSlider::valueEdited, this, [this, spec](double v) { emitEdit(spec, v); });
        connect(editor.slider, &ParamSlider::rangeProblemChanged, this, [this, key] { showMark(key); });
        form->addRow(rowLabel(form, label), editor.slider);
        break;
    case FieldKind::Choice: {
        editor.combo = new QComboBox;
        editor.combo->addItems(spec.entries());
        for (int i = 0; const QString& word : spec.entryData())
            editor.combo->setItemData(i++, word);
        ignoreWheelUnlessFocused(editor.combo);
        narrowCombo(editor.combo);
        connect(editor.combo, &QComboBox::currentIndexChanged, this, [this, spec](int i) { emitEdit(spec, i); });
        form->addRow(rowLabel(form, label), editor.combo);
        break;
    }
    case FieldKind::Toggle:
        editor.check = new QCheckBox(label);
        connect(editor.check, &QCheckBox::toggled, this, [this, spec](bool on) { emitEdit(spec, on ? 1 : 0); });
        form->addRow(editor.check);
        break;
    case FieldKind::Text:
        editor.line = new QLineEdit;
        connect(editor.line, &QLineEdit::editingFinished, this,
                [this, spec, line = editor.line] { emitTextEdit(spec, line->text()); });
        form->addRow(rowLabel(form, label), editor.line);
        break;
    }
    editor.input()->setObjectName(key);
    if (editor.slider)
        editor.slider->describe(label, fieldHelp(key));
    else
        describeControl(editor.input(), label, fieldHelp(key));
    editor.message = addMessageRow(form);
    m_editors.emplace(key, editor);
}

void ScenarioForm::emitEdit(const FieldSpec& spec, double shownValue)
{
    emitChange(spec, [spec, shownValue](model::Scenario& s) { spec.apply(s, shownValue); });
}

void ScenarioForm::emitTextEdit(const FieldSpec& spec, const QString& text)
{
    if (text.toStdString() == spec.field->getText(m_shown))
        return;
    emitChange(spec, [field = spec.field, value = text.toStdString()](model::Scenario& s) {
        model::assign(*field, s, value);
    });
}

void ScenarioForm::emitChange(const FieldSpec& spec, ScenarioChange set)
{
    // An edited architecture is no longer the preset it came from: the model becomes custom.
    const bool architecture = QLatin1String(spec.key()).startsWith(QLatin1String("architecture."));
    emit edited(QString::fromLatin1(spec.key()), tr("Change %1").arg(trForm(spec.label)),
                [set = std::move(set), architecture](model::Scenario& s) {
                    const model::Architecture before = s.arch;
                    set(s);
                    if (architecture && s.arch != before)
                        s.modelId.clear();
                });
}

void ScenarioForm::showEditor(const Editor& editor, const model::Scenario& scenario)
{
    if (editor.line) {
        if (!editor.line->hasFocus())
            editor.line->setText(QString::fromStdString(editor.spec.field->getText(scenario)));
        return;
    }
    // A value another setting decides (the accumulation under a global batch) is shown as
    // the engine uses it, read-only, with the setting that decides it named.
    // A setting that means something only beside another one is greyed out without it, its
    // value kept, and says which.
    const model::ScenarioField& field = *editor.spec.field;
    const bool decided = field.isDecided(scenario);
    const bool idle = !field.isApplicable(scenario);
    QWidget* input = editor.slider ? static_cast<QWidget*>(editor.slider) : editor.input();
    if (input->isEnabled() == (decided || idle)) {
        input->setEnabled(!decided && !idle);
        const QString label = trForm(field.label);
        const QString help = fieldHelp(QString::fromLatin1(field.key));
        const QString because = decided
            ? tr("Decided by %1: it shows the value in force.").arg(trForm(model::scenarioField(field.decidedBy).label))
            : idle ? (*field.appliesWhen != '\0'
                          ? trForm(field.appliesWhen)
                          : tr("Applies only with %1 on.").arg(trForm(model::scenarioField(field.appliesWith).label)))
                   : QString();
        const QString text = because.isEmpty() ? help : because + QStringLiteral(" ") + help;
        if (editor.slider)
            editor.slider->describe(label, text);
        else
            describeControl(input, label, text);
    }
    const double value = decided ? field.inForce(scenario) / editor.spec.unit : editor.spec.shown(scenario);
    if (editor.slider) {
        editor.slider->setValue(value);
    } else if (editor.combo) {
        const QSignalBlocker block(editor.combo);
        editor.combo->setCurrentIndex(static_cast<int>(value));
    } else {
        const QSignalBlocker block(editor.check);
        editor.check->setChecked(value != 0);
    }
}

void ScenarioForm::showScenario(const model::Scenario& scenario)
{
    m_shown = scenario;
    for (const auto& [key, editor] : m_editors)
        showEditor(editor, scenario);
    showPickers(scenario);
}

void ScenarioForm::showProblems(const std::vector<model::Problem>& problems)
{
    m_engineProblems.clear();
    for (const auto& p : problems)
        m_engineProblems[QString::fromStdString(p.field)] << readableMessage(p);
    // Only the fields marked now or named by a problem can change their mark; every edit
    // comes here, and most scenarios have no problem at all.
    std::set<QString> changing = m_marked;
    for (const auto& [key, messages] : m_engineProblems)
        changing.insert(key);
    for (const QString& key : changing) {
        if (m_architectureBox && m_editors.count(key) && key.startsWith(QLatin1String("architecture.")) &&
            m_engineProblems.count(key))
            m_architectureBox->setChecked(true);
        if (const auto editor = m_editors.find(key); editor != m_editors.end() && editor->second.fold &&
                                                       m_engineProblems.count(key))
            editor->second.fold->setChecked(true);
        showMark(key);
    }
    QStringList general;
    for (const auto& [key, messages] : m_engineProblems)
        if (!m_editors.count(key) && !m_pickerMessages.count(key))
            general << fieldLabel(key.toStdString()) + QStringLiteral(": ") + messages.join(QStringLiteral("; "));
    m_generalProblems->setText(general.join(QLatin1Char('\n')));
    m_generalProblems->setVisible(!general.isEmpty());
}

// An editor's mark: a typed number it refused (out of range) and the engine's problems with its field.
void ScenarioForm::showMark(const QString& key)
{
    QStringList lines;
    QLabel* message = nullptr;
    if (const auto it = m_editors.find(key); it != m_editors.end()) {
        message = it->second.message;
        if (it->second.slider && !it->second.slider->rangeProblem().isEmpty())
            lines << it->second.slider->rangeProblem();
    } else if (const auto p = m_pickerMessages.find(key); p != m_pickerMessages.end()) {
        message = p->second;
    }
    QWidget* input = editor(key);
    if (!message || !input)
        return;
    if (const auto it = m_engineProblems.find(key); it != m_engineProblems.end())
        lines << it->second;
    if (lines.isEmpty()) {
        clearProblem(input);
        message->hide();
        m_marked.erase(key);
        return;
    }
    m_marked.insert(key);
    const QString text = lines.join(QLatin1Char('\n'));
    markProblem(input, text);
    message->setText(text);
    message->show();
}

QWidget* ScenarioForm::editor(const QString& key) const
{
    if (key == QLatin1String("model"))
        return m_model;
    if (key == QLatin1String("gpu"))
        return m_gpu;
    if (key == QLatin1String("teacher.model"))
        return m_teacher;
    if (key == QLatin1String("parallel.stage_layers"))
        return m_stageLayers;
    const auto it = m_editors.find(key);
    return it == m_editors.end() ? nullptr : it->second.input();
}

ParamSlider* ScenarioForm::slider(const QString& key) const
{
    const auto it = m_editors.find(key);
    return it == m_editors.end() ? nullptr : it->second.slider;
}

QString ScenarioForm::problemText(const QString& key) const
{
    const auto it = m_editors.find(key);
    if (it != m_editors.end())
        return it->second.message->isHidden() ? QString() : it->second.message->text();
    const auto p = m_pickerMessages.find(key);
    return p == m_pickerMessages.end() || p->second->isHidden() ? QString() : p->second->text();
}

}  // namespace memledger::widgets
