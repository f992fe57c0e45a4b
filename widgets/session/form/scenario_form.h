// The controls dock: every scenario input, grouped (Model · Architecture · Batch &
// sequence · Parallelism · Memory optimizations · Offload · Hardware). It emits
// edits as intents and shows the session's scenario and problems; it never
// computes an estimate.
#pragma once

#include <map>
#include <memory>
#include <set>

#include <QWidget>

#include "model/io/presets.h"
#include "widgets/session/form/form_fields.h"
#include "widgets/session/scenario_session.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSlider;
class QToolButton;

namespace memledger::widgets {

class ScenarioForm : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioForm(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent = nullptr);

    void showScenario(const model::Scenario& scenario);
    void showProblems(const std::vector<model::Problem>& problems);
    // The engine's parameter count of the scenario shown: named beside a custom model.
    void setParameterCount(double params);

    // The input widget bound to an engine key ("training.seq", "model", "gpu").
    QWidget* editor(const QString& key) const;
    ParamSlider* slider(const QString& key) const;
    QString problemText(const QString& key) const;
    QComboBox* modelPicker() const { return m_model; }
    QComboBox* gpuPicker() const { return m_gpu; }
    QComboBox* teacherPicker() const { return m_teacher; }
    // The toggles of the groups' folded expert settings, in the form's order.
    const std::vector<QToolButton*>& foldToggles() const;
    // The width the form needs with every folded section open: what a dock sized for it
    // needs so that opening one never scrolls the form sideways.
    int unfoldedWidth() const;
    QSlider* familySlider() const { return m_family; }
    QLabel* familyLabel() const { return m_familyLabel; }
    // Reads a Hugging Face config.json and applies its architecture as one edit; `notes`
    // receives what the import approximated.
    bool importHfConfig(const QString& path, QString* error, QStringList* notes = nullptr);

signals:
    void edited(const QString& key, const QString& text, const memledger::widgets::ScenarioChange& change);

private:
    struct Editor {
        FieldSpec spec;
        ParamSlider* slider = nullptr;
        QComboBox* combo = nullptr;
        QCheckBox* check = nullptr;
        QLineEdit* line = nullptr;
        QLabel* message = nullptr;
        QToolButton* fold = nullptr;   // the toggle of the folded section it is in, if any
        QWidget* input() const;
    };

    static std::vector<GroupSpec> groupsInFormOrder();
    QGroupBox* buildGroup(const GroupSpec& group);
    struct FoldedSection {
        QToolButton* toggle;
        QWidget* body;
        QGroupBox* box;
    };
    FoldedSection& addFoldedSection(QGroupBox* box, QFormLayout* form, int count);
    void addEditor(QFormLayout* form, const FieldSpec& spec);
    void emitEdit(const FieldSpec& spec, double shownValue);
    void emitTextEdit(const FieldSpec& spec, const QString& text);
    void emitChange(const FieldSpec& spec, ScenarioChange set);
    void showEditor(const Editor& editor, const model::Scenario& scenario);
    void showMark(const QString& key);
    QLabel* addMessageRow(QFormLayout* form);
    // Pickers (scenario_form_pickers.cpp): model, family size, GPU, stage split.
    void buildModelPickers(QFormLayout* form);
    void buildGpuPicker(QFormLayout* form);
    void buildStageLayers(QFormLayout* form);
    void buildTeacherPicker(QFormLayout* form);
    void showPickers(const model::Scenario& scenario);
    void showFamily(const model::Scenario& scenario);
    void chooseModel(const QString& id);
    void chooseFamilyMember(int index);

    std::shared_ptr<const model::PresetLibrary> m_presets;
    std::map<QString, Editor> m_editors;
    std::map<QString, QLabel*> m_pickerMessages;
    std::map<QString, QStringList> m_engineProblems;   // by field, in the form's words
    std::set<QString> m_marked;   // the fields whose editor shows a problem now
    QComboBox* m_model = nullptr;
    QSlider* m_family = nullptr;
    QLabel* m_familyLabel = nullptr;
    QComboBox* m_gpu = nullptr;
    QComboBox* m_teacher = nullptr;
    QLineEdit* m_stageLayers = nullptr;
    QLabel* m_worldSize = nullptr;
    QLabel* m_generalProblems = nullptr;
    QGroupBox* m_architectureBox = nullptr;
    std::vector<FoldedSection> m_folds;
    std::vector<QToolButton*> m_foldToggles;
    std::vector<std::string> m_familyIds;
    model::Scenario m_shown;
    double m_customParams = 0;
};

}  // namespace memledger::widgets
