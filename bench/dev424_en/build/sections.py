"""History sections shared by assessments, reports and letters."""
from doc import Phi
import blocks as B
import pools_text as PT
import pools_clin as PC
import pools_places as PP


def head(d, c, title):
    k = c.hstyle if hasattr(c, "hstyle") else 0
    if k == 0:
        d.add("\n" + title.upper() + "\n")
    elif k == 1:
        d.add("\n" + title + ":\n")
    else:
        d.add("\n" + title + "\n" + "-" * len(title) + "\n")


def developmental(d, c, v):
    rng = c.rng
    g = rng.randint(32, 41)
    d.w("Born at {g}/40 at {acute} by {m}, birth weight {bw} kg. ", v, g=str(g),
        m=rng.choice(["SVD", "emergency LSCS", "elective LSCS", "forceps delivery"]),
        bw="%.1f" % (rng.uniform(1.5, 2.8) if g < 37 else rng.uniform(2.6, 4.2)))
    d.add(rng.choice(["Uneventful neonatal period. ", "Brief SCBU stay for jaundice. ",
                      "Feeding difficulties early on, reflux. "]))
    d.w("Walked at {w} months, first words at {s} months. ", w=Phi(str(rng.randint(9, 18)), "AGE"),
        s=Phi(str(rng.randint(10, 30)), "AGE"))
    d.add(rng.choice(["Toilet trained by 3. " if False else "Toilet trained without difficulty. ",
                      "Nursery reported he/she was 'always on the go'. ".replace("he/she", v["sub"]),
                      "No concerns raised by health visitor. ",
                      "Hearing and vision checked - normal. "]))
    d.add("\n")


def family_social(d, c, v):
    rng = c.rng
    if c.lac:
        d.w("{pt_f} is a looked-after child, placed with foster carer {carer} since {dt}. ", v,
            dt=c.rel(-rng.randint(200, 1500), "month_year"))
        d.w("Contact with birth {m} {mum_f} is supervised monthly. ", v, m="mother")
    else:
        k = rng.randint(0, 2)
        if k == 0:
            d.w("Lives with {mum_f} ({mum_job}) and {dad_f} ({dad_job})", v)
        elif k == 1:
            d.w("Parents separated in {y}. Lives with {crel} {carer_f}, who {j}; ", v,
                y=c.rel(-rng.randint(400, 3000), "year"), j=B.job(c.carer))
            d.w("sees {crel2} {carer2_f} alternate weekends in {t}", v, t=Phi(rng.choice(
                [x[0] for x in PP.TOWNS[c.code]]), "CITY"))
        elif k == 2:
            d.w("Lives with {mum_f}, {steprel} {step_f} ({step_job})", v)
        else:
            d.w("Lives with {granrel} {gran} (special guardianship order)", v)
        for s in c.sibs:
            d.w(", {r} {n} ({a})", r=s.rel, n=s.f(), a=c.age_phi(s.age))
        d.add(". ")
    if rng.random() < 0.45:
        d.w(rng.choice(["Family moved from {country_from} in {y}. ", "{Crel} grew up in {country_from}. ",
                        "Extended family in {country_from}; visits most summers. "]), v,
            y=c.rel(-rng.randint(300, 4000), "year"))
    if rng.random() < 0.3:
        d.w("Maternal grandmother died in {m} - {pt_f} was very close to her. ", v, m=c.rel(-rng.randint(60, 700),
                                                                                                "month_year"))
    d.add(rng.choice(["Family history: maternal depression and anxiety. ",
                      "FHx: paternal uncle bipolar affective disorder; dad possible undiagnosed ADHD. ",
                      "No known family psychiatric history. ",
                      "FHx of eating disorder (maternal aunt). ",
                      "Mum has fibromyalgia and anxiety, under her GP. "]))
    d.add("\n")


def education(d, c, v):
    rng = c.rng
    d.w("Attends {school}, {yg}. ", v)
    d.add(rng.choice(["Attendance %d%% this academic year. " % rng.randint(35, 96),
                      "On a reduced timetable (mornings only). ", "Good attendance. ",
                      "Has an EHCP for SEMH needs. ", "SEN support; access arrangements (25% extra time). "]))
    d.w(rng.choice(["Supportive {hoy_t} (Head of Year). ", "Reports bullying on Snapchat. ",
                    "Enjoys art and PE; struggles with maths. ",
                    "Predicted good grades but falling behind. ", "Few friends; eats lunch in the library. "]), v)
    d.add("\n")


def physical(d, c, v):
    rng = c.rng
    d.add("PMH: %s. " % rng.choice(["nil", "asthma", "eczema", "migraines", "hypermobility",
                                    "T1DM", "constipation", "tonsillectomy", "Tourette syndrome"]))
    d.add("Meds: %s. " % rng.choice(["none", PC.med_line(rng, "physical"), PC.med_line(rng, "sleep")]))
    d.add("Allergies: %s. " % rng.choice(["NKDA", "penicillin", "nuts", "plasters"]))
    d.add("Sleep: %s. Appetite: %s.\n" % (rng.choice(["poor onset, on phone late", "6-7 h", "reversed",
                                                      "broken by nightmares"]),
                                          rng.choice(["reduced", "normal", "grazing", "restricting"])))


def substances(d, c, v):
    rng = c.rng
    if c.age < 12:
        d.add(rng.choice(["Substances: n/a. ", "No substance use. "]))
        d.add(rng.choice(["Screen time: tablet/YouTube, no social media accounts.\n",
                          "Plays Roblox and Minecraft online with school friends.\n"]))
        return
    d.add(rng.choice(["Substances: denies. Vapes daily.\n", "Alcohol at parties (4-5 cans), cannabis twice.\n",
                      "No alcohol or drugs.\n", "Drinks energy drinks (Monster) 2-3/day; no drugs.\n",
                      "Cannabis most weekends, in debt to older peers - exploitation concern noted.\n"]))
    d.add(rng.choice(["Online: TikTok and Snapchat several hours a day; no concerning contacts.\n",
                      "Online: gaming (Fortnite) till late; Discord friends.\n",
                      "Has seen self-harm content on Instagram.\n", ""]))


def mse(d, c, v, n=6):
    rng = c.rng
    for i in sorted(rng.sample(range(len(PT.MSE)), min(n, len(PT.MSE)))):
        d.add(rng.choice(PT.MSE[i]) + "\n")


def measures(d, c, v, n=3):
    rng = c.rng
    d.add("; ".join(PC.scale_line(rng, k) for k in PC.scales_for(rng, c.problem, n)) + "\n")


def risk_summary(d, c, v):
    rng = c.rng
    d.add("Risk factors: %s.\n" % ", ".join(rng.sample(PT.RISKFACT, 3)))
    d.w("Protective: " + ", ".join(rng.sample(PT.PROTECTIVE, 3)) + ".\n", v)
    d.add("Overall risk judged %s. %s\n" % (rng.choice(["low", "low-moderate", "moderate", "moderate-high"]),
                                            rng.choice(["Safety plan completed.", "Crisis card given.",
                                                        "Means restriction advice given to parent."])))


def formulation(d, c, v):
    rng = c.rng
    d.w("Predisposing: {a}. Precipitating: {b}. Perpetuating: {p}. Protective: {q}.\n",
        a=rng.choice(["temperament (anxious), family history of anxiety", "early adversity, attachment disruption",
                      "perfectionism", "neurodevelopmental differences"]),
        b=rng.choice(["transition to secondary school", "friendship breakdown", "exam pressure", "bereavement",
                      "parental separation"]),
        p=rng.choice(["avoidance, reassurance-seeking", "poor sleep, isolation", "family accommodation",
                      "ongoing bullying"]),
        q=rng.choice(["motivated, supportive family", "good school links", "insight"]))


def plan(d, c, v, who=None):
    rng = c.rng
    items = [
        "Offered %s." % rng.choice(PT.INTERVENTION[c.problem]),
        "Safety plan shared with {crel} and copy to school with consent.",
        "Letter to {gpw} {gp_formal} at {practice}.",
        "Goals (in {pt_f}'s words): '" + rng.choice(PT.GOALS[c.problem]) + "'.",
        "Review with {Dr} {cons} in clinic on {rv}.",
        "Re-rate RCADS at session 6.",
        "Crisis contacts given; out of hours {ed} / {emerg}.",
    ]
    items.append("Note: " + rng.choice(PC.HARD_NEG_LONG) + ".")
    cons = c.staff("psychiatrist")
    for i, t in enumerate(rng.sample(items, rng.randint(3, 6))):
        d.w("%d. %s\n" % (i + 1, t), v, cons=cons.l(), rv=c.rel(rng.randint(14, 60)))
