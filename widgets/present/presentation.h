// Presentation mode: the window full screen, its controls hidden, large type, one view at
// a time under a caption naming the scene, and the scenes stepped through with the arrow
// keys (Left / Right, or PageUp / PageDown from a clicker); Home and End jump to the
// first and last, L toggles a pointer highlight, Esc leaves. Without scenes the arrows
// step through the views of the live scenario. Leaving returns to the scenario and the
// view as they were before.
#pragma once

#include <QFont>
#include <QList>
#include <QPair>
#include <QObject>
#include <QPointer>
#include <QWidget>

class QLabel;

namespace memledger::widgets {

class PointerHighlight;
class SceneBook;
class Workbench;

class Presentation : public QObject {
    Q_OBJECT
public:
    // `window` is shown full screen; it holds `bench`.
    Presentation(Workbench* bench, SceneBook* scenes, QWidget* window);
    ~Presentation() override;

    // What is hidden while presenting (docks, menu bar, tool bars) and shown again after.
    void setControls(const QList<QWidget*>& controls);
    // Off for a screenshot of a given size: the window keeps its size instead.
    void setUsesFullScreen(bool fullScreen) { m_fullScreen = fullScreen; }

    bool isActive() const { return m_active; }
    // Starts at scene `scene` (clamped to the scenes there are).
    void enter(int scene = 0);
    void leave();
    void next();
    void previous();
    void showScene(int index);
    int currentScene() const { return m_current; }   // −1: no scenes, the live scenario's views
    QString caption() const;
    PointerHighlight* pointer() const { return m_pointer; }

    // Type on a projector: the window's font this many times larger.
    static constexpr double kTypeScale = 2.2;

signals:
    void activeChanged(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool handleKey(int key);
    void stepView(int delta);
    void updateCaption();

    Workbench* m_bench;
    SceneBook* m_scenes;
    QWidget* m_window;
    QLabel* m_caption;
    PointerHighlight* m_pointer;
    QList<QPointer<QWidget>> m_controls;
    QList<QPointer<QWidget>> m_hidden;   // the controls that were visible when presenting began
    QList<QPointer<QWidget>> m_hiddenEditors;   // the views' knobs and buttons (slide_editors.h)
    QFont m_tooltipFont;
    // Views with a font of their own (a bold verdict) do not inherit the larger one: scaled too.
    QList<QPair<QPointer<QWidget>, QFont>> m_ownFonts;
    Qt::WindowStates m_windowState;
    QFont m_font;
    QString m_tabBefore;
    int m_undoIndexBefore = 0;
    int m_current = -1;
    bool m_active = false;
    bool m_fullScreen = true;
};

}  // namespace memledger::widgets
