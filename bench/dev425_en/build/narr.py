"""Shared narrative pieces (history, social history, exam, plans).  Every
function returns piece lists; PHI pieces are Phi objects."""
import ids
import pools_clinical as PC
import world as W
import case as K
from core import P


def date_style(rng, c):
    if c == "US":
        return rng.choice(["num", "num", "num0", "long", "num2"])
    return rng.choice(["num", "num", "long", "short", "num", "ord" if c != "CA" else "long"])


def D(k, d, style=None):
    return P(ids.fmt_date(d, k.c, style or k.ds), "DATE")


def he(k, cap=False):
    w = {"M": "he", "F": "she"}[k.pt.sex]
    return w.capitalize() if cap else w


def his(k, cap=False):
    w = {"M": "his", "F": "her"}[k.pt.sex]
    return w.capitalize() if cap else w


def him(k):
    return {"M": "him", "F": "her"}[k.pt.sex]


def mr(rng, k):
    return K.pt_name_formal(rng, k)


def pt_any(rng, k, forms=("fl", "f", "l_title", "fl", "f")):
    f = rng.choice(forms)
    if f == "l_title":
        return mr(rng, k)
    return [W.name(k.pt, "PATIENT", f)]


def age_phrase(rng, k):
    a = str(k.pt.age)
    v = rng.randrange(6)
    if v == 0:
        return [P(a, "AGE"), "-year-old"]
    if v == 1:
        return ["aged ", P(a, "AGE")]
    if v == 2:
        return [P(a, "AGE"), " year old"]
    if v == 3:
        return [P(a, "AGE"), "yo"]
    if v == 4:
        return [P(a, "AGE"), " y/o"]
    return ["aged ", P(ids.num_words(k.pt.age), "AGE")]


def fam(rng, k, i=0, form=None):
    f = k.fam[i]
    form = form or rng.choice(["f", "f", "fl"])
    return [f.rel + " ", W.name(f, "FAMILY", form)]


def job_p(k):
    """Occupation pieces; a 'retired' status word stays outside the span."""
    j = k.pt.job
    if j.startswith("retired "):
        return ["retired ", P(j[len("retired "):], "PROFESSION")]
    return [P(j, "PROFESSION")]


def job_phrase(rng, k):
    j = k.pt.job
    v = rng.randrange(7)
    emp = P(k.pt.employer, "ORGANIZATION")
    if j.startswith("retired") or j in ("homemaker", "stay-at-home parent", "full-time carer"):
        return [he(k, True) + " is a ", job_p(k), "."]
    if "student" in j:
        return [he(k, True) + " is a ", P(j, "PROFESSION"), " at ", P(k.pt.school, "ORGANIZATION"), "."]
    if v == 0:
        return [he(k, True) + " works as a ", P(j, "PROFESSION"), " for ", emp, "."]
    if v == 1:
        return [he(k, True) + " is a ", P(j, "PROFESSION"), " at ", emp, " and is finding time off work difficult."]
    if v == 2:
        return ["Works as ", P(j, "PROFESSION"), " (", emp, "), shift work."]
    if v == 3:
        return ["Occupation: ", P(j, "PROFESSION"), "."]
    if v == 4:
        return [he(k, True) + " is employed by ", emp, " as a ", P(j, "PROFESSION"), "; occupational health aware."]
    if v == 5:
        return ["Job: ", P(j, "PROFESSION"), " - needs a letter for ", his(k), " employer (", emp, ") re toilet access."]
    return [he(k, True) + " is a self-employed ", P(j, "PROFESSION"), "."]


def social(rng, k):
    out = [job_phrase(rng, k), " "]
    v = rng.randrange(4)
    if v == 0:
        out += ["Lives in ", W.town_region(k.pt.addr, rng), " with ", his(k), " ", fam(rng, k, 0)]
        if rng.random() < 0.5:
            out += [" (", rng.choice(["a ", "works as a ", ""]), P(k.fam[0].job, "PROFESSION"), ")"]
        out.append(". ")
    elif v == 1:
        out += ["Lives with ", his(k), " ", fam(rng, k, 0), " and two children. "]
    elif v == 2:
        out += ["Lives alone; ", his(k), " ", fam(rng, k, 1), " lives nearby and helps. "]
    else:
        out += ["Married. "]
    out.append(rng.choice(["Never smoked. ", "Ex-smoker (stopped %s). " % "", "Current smoker, 10/day - cessation advised. ",
                           "Non-smoker, alcohol 4-6 units/week. ", "Vapes; never smoked tobacco. "]))
    if out[-1].startswith("Ex-smoker"):
        out[-1] = "Ex-smoker (stopped "
        out += [D(k, ids.add_days(k.date, -rng.randrange(400, 6000)), "y"), "). "]
    if rng.random() < 0.35:
        out += ["Recent travel to ", P(rng.choice(W.PL.COUNTRIES_TRAVEL), "COUNTRY"), " in ",
                D(k, ids.add_days(k.date, -rng.randrange(20, 90)), "my"), ". "]
    if rng.random() < 0.2:
        out += ["Originally from ", P(rng.choice(W.PL.BIRTH_COUNTRIES), "COUNTRY"), ". "]
    return out


def background(rng, k):
    dy = D(k, k.dx_date, rng.choice(["y", "y", "my"]))
    v = rng.randrange(5)
    h2 = P(k.hosp2.name, "HOSPITAL")
    if v == 0:
        s = [K.dx_text(k), ", diagnosed ", dy, " at ", h2, "."]
    elif v == 1:
        s = [he(k, True), " was diagnosed with ", K.dx_text(k), " in ", dy, " after presenting with ",
             rng.choice(["bloody diarrhoea", "weight loss and RIF pain", "perianal abscess", "iron deficiency anaemia",
                         "urgency and tenesmus", "a subacute obstruction"]), "."]
    elif v == 2:
        s = ["Dx ", K.dx_short(k), " ", dy, " (", K.montreal_text(k) if hasattr(K, "montreal_text") else k.montreal, ")."]
    elif v == 3:
        s = [K.dx_text(k), " since ", dy, "; care transferred from Dr" + K.us_dot(k.c) + " ", W.name(K.clinician(rng, k.c, "cons"), "DOCTOR", "l"),
             " at ", h2, "."]
    else:
        s = ["Background of ", K.dx_text(k), " (dx ", dy, ")."]
    return s


def drug_history(rng, k):
    out = []
    prev = rng.sample(PC.BIOLOGICS, 2)
    for b in prev:
        if b["g"] == k.bio["g"]:
            continue
        d1 = ids.add_days(k.date, -rng.randrange(500, 2500))
        out.append(["- ", b["g"], " (", rng.choice(b["b"]), ") ", D(k, d1, rng.choice(["my", "mys", "y"])), " - ",
                    rng.choice(["primary non-response", "secondary loss of response", "infusion reaction", "anti-drug antibodies",
                                "psoriasiform rash", "stopped in pregnancy", "drug-induced lupus", "good response, stopped by patient"]),
                    "\n"])
    im = rng.choice(PC.IMMUNOMOD[:3])
    out.append(["- ", im[0], " ", rng.choice(["- nausea", "- deranged LFTs", "- pancreatitis", "- tolerated, ongoing",
                                              "- leucopenia", "- not tolerated (flu-like)"]), "\n"])
    out.append(["- ", rng.choice(PC.STEROIDS), " (", rng.choice(["x2 courses", "x3 courses in 12 months", "steroid dependent",
                                                                "x1 course", "steroid refractory"]), ")\n"])
    return out


def cur_meds(rng, k, n=None):
    n = n or rng.randrange(3, 8)
    meds = rng.sample(PC.MED_LINES, n)
    bio = "%s (%s) %s" % (k.bio["g"], k.brand, rng.choice(k.bio["mnt"]))
    return [bio] + meds


def symptoms(rng, k):
    s = k.sev
    if k.dx == "CD":
        hb = [rng.randrange(0, 4), rng.randrange(4, 8), rng.randrange(8, 16), rng.randrange(16, 22)][s]
        bo = [rng.choice(["1-2", "2", "2-3"]), rng.choice(["3-4", "4"]), rng.choice(["5-6", "6-8"]), rng.choice(["8-10", "10+"])][s]
        return [he(k, True), " opens ", his(k), " bowels ", bo, " times a day, ", rng.choice(PC.BRISTOL),
                [", no blood", ", occasional blood", ", blood most days", ", liquid with blood"][s], ". ",
                ["No abdominal pain. ", "Intermittent RIF cramping. ", "Post-prandial colicky pain, ", "Constant abdominal pain, "][s],
                "" if s < 2 else rng.choice(["weight down 4 kg. ", "appetite poor. ", "night sweats. "]),
                "HBI ", str(hb), "."]
    pm = [rng.randrange(0, 2), rng.randrange(2, 5), rng.randrange(5, 7), rng.randrange(7, 10)][s]
    bo = [rng.choice(["1-2", "2"]), rng.choice(["3-4", "4-5"]), rng.choice(["6-8", "7"]), rng.choice(["10-12", "15"])][s]
    return ["Stool frequency ", bo, "/day", ["", " with 1 nocturnal", " with 2-3 nocturnal", ", nocturnal x4"][s], ", rectal bleeding ",
            ["none", "streaks on paper", "with most stools", "frank blood and clots"][s], ", urgency ",
            ["nil", "mild", "marked", "with incontinence x2"][s], ". Partial Mayo ", str(pm), ", SCCAI ", str(pm + rng.randrange(0, 3)), "."]


def exam(rng, k):
    ht = rng.uniform(1.52, 1.70) if k.pt.sex == "F" else rng.uniform(1.63, 1.92)
    bmi = round(k.weight / (ht * ht), 1)
    return ["Wt ", "%.1f" % k.weight, " kg, BMI ", str(bmi), ". ",
            rng.choice(["Abdomen soft, non-tender, no masses. ", "Mild LIF tenderness, no guarding. ",
                        "Tender RIF with a vague mass. ", "Soft, BS present, no peritonism. ",
                        "Abdomen distended, tympanic, diffusely tender. "]),
            rng.choice(["No perianal disease on inspection.", "Perianal: healed fistula, seton in situ.",
                        "Skin tags only.", "PR not performed.", "No aphthous ulcers, no erythema nodosum.",
                        "Mild pallor. Not clinically jaundiced."])]


def plan_items(rng, k):
    items = [
        ["Continue ", k.brand, " ", rng.choice(k.bio["mnt"]), "."],
        ["Check ", k.bio["g"], " trough level and antibodies before next dose (proactive TDM as per ", rng.choice(PC.GUIDELINES), ")."],
        ["Repeat faecal calprotectin in 6-8 weeks (", rng.choice(PC.FCP_ASSAYS), ")."],
        ["Bloods (FBC, U&E, LFT, CRP) 3-monthly at the GP surgery - ", P(k.gp.practice, "HOSPITAL"), "."],
        ["MR enterography to reassess small bowel disease; request sent to ", P(k.hosp.name, "HOSPITAL"), " radiology."],
        ["Colonoscopy with dye-spray surveillance due ", D(k, ids.add_days(k.date, rng.randrange(90, 700)), "my"), "."],
        ["Annual influenza vaccine and ", rng.choice(PC.VACCINES), "; avoid live vaccines (", rng.choice(PC.LIVE_VACCINES), ")."],
        ["Bone health: DEXA scan, calcium and vitamin D (Adcal-D3) while on steroids."],
        ["Refer to IBD dietitian (", W.name(k.staff["diet"], "DOCTOR", "fl"), ") re low-residue diet."],
        ["Prednisolone 40 mg OD reducing by 5 mg weekly; bone protection."],
        ["Discuss at IBD MDT on ", D(k, ids.add_days(k.date, rng.randrange(3, 20))), "."],
        ["Follow-up in IBD clinic in ", rng.choice(["3 months", "6 months", "8 weeks", "12 weeks"]), ", sooner via the advice line on ",
         P(k.hosp.advice_phone, "PHONE"), "."],
        ["Cervical screening up to date (annual smears advised on immunosuppression)."],
        ["Skin check yearly - thiopurine / anti-TNF; sunscreen SPF 50."],
        ["Switch to ", rng.choice(["upadacitinib (Rinvoq) 45 mg OD induction", "ustekinumab (Stelara) IV induction",
                                   "vedolizumab (Entyvio) 300 mg IV", "risankizumab (Skyrizi) 600 mg IV induction",
                                   "tofacitinib (Xeljanz) 10 mg BD"]), " - funding form to be completed."],
    ]
    return rng.sample(items, rng.randrange(3, 7))


def sev_word(k):
    return ["in clinical and biochemical remission", "mildly active", "moderately active", "severely active"][k.sev]
