#include "widgets/scenario_form.h"

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
#include <QVBoxLayout>

#include "widgets/problem_marker.h"

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
    return check;
}

ScenarioForm::ScenarioForm(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent)
    : QWidget(parent), m_presets(std::move(presets)), m_generalProblems(new QLabel)
{
    auto* layout = new QVBoxLayout(this);
    m_generalProblems->setWordWrap(true);
    m_generalProblems->setStyleSheet(QStringLiteral("color: #B03A00;"));
    m_generalProblems->hide();
    layout->addWidget(m_generalProblems);
    for (const auto& group : scenarioGroups())
        layout->addWidget(buildGroup(group));
    layout->addStretch(1);
}

QLabel* ScenarioForm::addMessageRow(QFormLayout* form)
{
    auto* message = new QLabel;
    message->setWordWrap(true);
    message->setStyleSheet(QStringLiteral("color: #B03A00;"));
    message->hide();
    form->addRow(message);
    return message;
}

QGroupBox* ScenarioForm::buildGroup(const GroupSpec& group)
{
    auto* box = new QGroupBox(trForm(group.title).replace(QLatin1Char('&'), QStringLiteral("&&")));
    auto* body = new QWidget;
    auto* form = new QFormLayout(body);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    (new QVBoxLayout(box))->addWidget(body);
    const QString title = QString::fromLatin1(group.title);
    if (title == QLatin1String("Model"))
        buildModelPickers(form);
    if (title == QLatin1String("Hardware"))
        buildGpuPicker(form);
    for (const auto& spec : group.fields)
        addEditor(form, spec);
    if (title == QLatin1String("Parallelism"))
        buildStageLayers(form);
    if (title == QLatin1String("Architecture")) {
        // Rarely edited (the model picker sets it): folded until asked for, or until it has a problem.
        box->setTitle(tr("Architecture (from the model; edit to override)"));
        box->setCheckable(true);
        box->setChecked(false);
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
    if (spec.kind == FieldKind::Number) {
        editor.slider = new ParamSlider(spec.minimum, spec.maximum, spec.scale, spec.decimals);
        editor.slider->setSuffix(*spec.suffix ? trForm(spec.suffix) : QString());
        connect(editor.slider, &ParamSlider::valueEdited, this, [this, spec](double v) { emitEdit(spec, v * spec.unit); });
        form->addRow(label, editor.slider);
    } else if (spec.kind == FieldKind::Choice) {
        editor.combo = new QComboBox;
        editor.combo->addItems(spec.choices());
        connect(editor.combo, &QComboBox::currentIndexChanged, this, [this, spec](int i) { emitEdit(spec, i); });
        form->addRow(label, editor.combo);
    } else {
        editor.check = new QCheckBox(label);
        connect(editor.check, &QCheckBox::toggled, this, [this, spec](bool on) { emitEdit(spec, on ? 1 : 0); });
        form->addRow(editor.check);
    }
    editor.input()->setObjectName(QString::fromLatin1(spec.key));
    editor.message = addMessageRow(form);
    m_editors.emplace(QString::fromLatin1(spec.key), editor);
}

void ScenarioForm::emitEdit(const FieldSpec& spec, double value)
{
    auto set = spec.set;
    emit edited(QString::fromLatin1(spec.key), tr("Change %1").arg(trForm(spec.label)),
                [set, value](model::Scenario& s) { set(s, value); });
}

void ScenarioForm::showEditor(const Editor& editor, const model::Scenario& scenario)
{
    const double value = editor.spec.get(scenario);
    if (editor.slider) {
        editor.slider->setValue(value / editor.spec.unit);
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
    for (const auto& [key, editor] : m_editors)
        showEditor(editor, scenario);
    showPickers(scenario);
}

void ScenarioForm::showProblems(const std::vector<model::Problem>& problems)
{
    std::map<QString, QStringList> byKey;
    for (const auto& p : problems)
        byKey[QString::fromStdString(p.field)] << QString::fromStdString(p.message);
    QStringList general;
    auto show = [&](const QString& key, QWidget* input, QLabel* message) {
        const auto it = byKey.find(key);
        if (it == byKey.end()) {
            clearProblem(input);
            message->hide();
            return;
        }
        const QString text = it->second.join(QLatin1Char('\n'));
        markProblem(input, text);
        message->setText(text);
        message->show();
        byKey.erase(it);
    };
    for (auto& [key, editor] : m_editors) {
        if (m_architectureBox && key.startsWith(QLatin1String("architecture.")) && byKey.count(key))
            m_architectureBox->setChecked(true);
        show(key, editor.input(), editor.message);
    }
    show(QStringLiteral("model"), m_model, m_pickerMessages[QStringLiteral("model")]);
    show(QStringLiteral("gpu"), m_gpu, m_pickerMessages[QStringLiteral("gpu")]);
    show(QStringLiteral("parallel.stage_layers"), m_stageLayers, m_pickerMessages[QStringLiteral("parallel.stage_layers")]);
    for (const auto& [key, messages] : byKey)
        general << key + QStringLiteral(": ") + messages.join(QStringLiteral("; "));
    m_generalProblems->setText(general.join(QLatin1Char('\n')));
    m_generalProblems->setVisible(!general.isEmpty());
}

QWidget* ScenarioForm::editor(const QString& key) const
{
    if (key == QLatin1String("model"))
        return m_model;
    if (key == QLatin1String("gpu"))
        return m_gpu;
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
