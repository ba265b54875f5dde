"""Genres: neuromuscular clinic letter; telephone review."""
import phi
import common as K
import narr as R
import pools_clinical as C
import pools_places as PL
from doc import P


def clinic_letter(d, c):
    rng = c.rng
    v = c.visit
    K.letterhead(d, c, dept=rng.choice(["Department of Neurology", "Neuromuscular Service", "Muscle Clinic - Neurosciences",
                                        "Division of Neuromuscular Medicine"] + (["Paediatric Neurology"] * 3 if c.child else [])))
    if rng.random() < 0.6:
        d.add(["Our ref: ", P(c.mrn, "MRN"), "/", c.dr("cons", "init"), "\n"])
    typed = phi.plus(v, rng.randint(2, 21))
    d.add(["Clinic date: ", c.d(v), "\n", "Date typed: ", c.d(typed), "\n\n"])
    d.add([c.dr("gp", "drf"), "\n", P(c.practice, "HOSPITAL"), "\n"] + c.addr("gp", block=True) + ["\n\n"])
    d.add(["Dear ", c.dr("gp", "dr"), ",\n\n"])
    K.banner(d, c)
    # diagnoses
    d.t("Diagnoses:\n")
    cond = c.cond
    var = ""
    if cond["variants"]:
        vv = rng.choice(cond["variants"])
        var = " - " + (vv if vv.startswith(cond["gene"]) else cond["gene"] + " " + vv)
    d.t("1. %s (%s)%s\n" % (cond["name"], cond["abbr"], var))
    grp = cond["grp"]
    pool = [["Vitamin D insufficiency"], ["Osteopenia (DEXA Z-score -2.1)"], ["Gastro-oesophageal reflux"]]
    if grp in ("dystrophy", "sma", "metabolic", "mnd"):
        pool += [["Nocturnal hypoventilation on NIV since ", P(str(rng.randint(v.year - 6, v.year)), "DATE")],
                 ["Scoliosis, posterior spinal fusion T2-L5 on ", c.d(phi.plus(v, -rng.randint(300, 2500)))],
                 ["Restrictive lung disease, FVC %d%% predicted" % rng.randint(25, 70)]]
    if grp == "dystrophy":
        pool.append(["Cardiomyopathy, LVEF %d%% on last echo" % rng.randint(35, 54)])
    if grp == "dystrophy" and c.sex == "M":
        pool += [["Steroid-induced weight gain and delayed puberty"], ["Osteoporosis with T7 vertebral fracture"]]
    if grp == "mg":
        pool += [["Thymectomy (VATS) ", P(phi.fmt_date(rng, phi.plus(v, -rng.randint(200, 3000)), c.country, "my"), "DATE")],
                 ["Steroid-induced diabetes (HbA1c 54)"], ["Myasthenic crisis requiring ICU admission ", P(str(v.year - rng.randint(1, 6)), "DATE")]]
    if grp == "myotonic":
        pool += [["Cataract surgery, right eye ", P(str(v.year - rng.randint(1, 5)), "DATE")], ["First-degree AV block (PR 232 ms)"],
                 ["Obstructive sleep apnoea (AHI 18), CPAP"]]
    if grp in ("myositis", "neuropathy"):
        pool += [["Type 2 diabetes"], ["Hypertension"], ["Carpal tunnel decompression, left, ", P(str(v.year - rng.randint(1, 9)), "DATE")]]
    extra = rng.sample(pool, rng.randint(1, min(3, len(pool))))
    for i, e in enumerate(extra):
        d.add(["%d. " % (i + 2)] + e + ["\n"])
    d.t("\nCurrent medication:\n")
    K.med_list(d, c)
    d.t(rng.choice(["Allergies: NKDA\n\n", "Allergies: penicillin (rash)\n\n", "Allergies: none known\n\n",
                    "Allergy: co-amoxiclav - urticaria\n\n"]))
    # narrative
    comp = rng.random()
    d.add(["I saw ", c.pn(rng.choice(["title", "first", "full"])), ", ", c.a_an(), " ", c.age_adj(), " ", c.sexword(), " with ",
           cond["abbr"], ", in the ", rng.choice(["neuromuscular", "muscle", "joint neuromuscular-respiratory"] +
                                                 (["transition"] if 14 <= c.age <= 25 else [])),
           " clinic today"])
    if comp < 0.6:
        rel = "mother" if c.child else rng.choice(["wife", "husband", "daughter", "son", "sister"])
        d.add([", accompanied by ", c.his, " ", rel, " ", c.fn(rel, rng.choice(["first", "full"]))])
    d.add([". I last reviewed ", c.him, " on ", c.d(phi.plus(v, -rng.randint(90, 400))), ".\n\n"])
    R.onset(d, c)
    d.t(rng.choice(["Since the last visit %s reports %s. " % (c.he, rng.choice(["more falls (about 2 per month)",
                                                                                "stable walking distance",
                                                                                "increased fatigue in the afternoons",
                                                                                "new morning headaches", "fewer cramps"])),
                    "Interval history unremarkable. ", "No chest infections and no hospital admissions. "]))
    d.t(rng.choice(["No orthopnoea, no morning headaches. ", "Reports orthopnoea on 2 pillows. ",
                    "Swallowing safe, no choking. ", "Occasional choking on dry food. "]))
    if rng.random() < 0.5:
        d.add(["Seen in the ED at ", P(phi.hospital(rng, c.country, "hosp"), "HOSPITAL"), " on ",
               c.d(phi.plus(v, -rng.randint(20, 80))), " after a fall; X-ray showed no fracture. "])
    d.nl(2)
    R.social(d, c)
    if rng.random() < 0.3:
        R.travel(d, c)
    d.nl()
    R.family_history(d, c)
    d.nl(2)
    d.t("Examination:\n")
    R.exam(d, c)
    d.nl()
    if rng.random() < 0.6:
        R.mrc_table(d, c)
    d.t("Function: " + R.scale_str(c) + ".\n\n")
    d.t("Investigations:\n")
    if rng.random() < 0.5:
        K.lab_table(d, c, rng.sample(["CK", "ALT", "AST", "Creat", "VitD", "HbA1c", "TSH", "Ca", "BNP"], 5))
    else:
        d.add(["Bloods ", c.d(phi.plus(v, -rng.randint(1, 30))), ": "])
        K.lab_inline(d, c)
        d.t(".\n")
    fvc = rng.uniform(0.4, 0.12 * c.age + 0.6) if c.child else rng.uniform(0.8, 4.2)
    d.add(["FVC %.2f L (%d%% predicted, GLI 2012), %d%% supine. Echo " % (fvc, rng.randint(28, 104), rng.randint(20, 95)),
           c.d(phi.plus(v, -rng.randint(30, 300))), ": LVEF %d%%, GLS -%d%%.\n\n" % (rng.randint(38, 64), rng.randint(11, 21))])
    d.t("Impression and plan:\n")
    for ln in R.plan_lines(c):
        d.t("- " + ln + "\n")
    d.add(["- Review in %d months; provisional appointment " % rng.choice([3, 4, 6, 12]),
           c.d(phi.plus(v, rng.randint(90, 360)), rng.choice(["wk", None])), ".\n"])
    if rng.random() < 0.4:
        d.t(K.hard_neg_line(c))
    d.nl()
    K.signature(d, c, "cons")
    d.nl()
    K.cc_block(d, c, rng.sample(["pt" if not c.child else "parent", "physio", "cns", "resp", "card"], rng.randint(2, 4)))
    K.typed_line(d, c)
    if rng.random() < 0.5:
        K.sys_footer(d, c)


def telephone_review(d, c):
    rng = c.rng
    v = c.visit
    hh = "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59))
    who = rng.choice(["cns", "cons", "reg", "physio"])
    d.t(rng.choice(["TELEPHONE REVIEW", "Telephone consultation - Neuromuscular", "Virtual clinic (telephone)",
                    "PHONE CALL NOTE"]) + "\n")
    d.add(["Service: ", P(c.nmc, "HOSPITAL"), "\n"])
    d.add(["Date: ", c.d(v, rng.choice(["wk", None, "wks"])), "  Time: ", hh, "  Duration: %d min\n" % rng.randint(6, 35)])
    d.add(["Patient: ", c.pn(rng.choice(["LF", "full", "Lf"])), "   DOB: ", c.dob_p(), "   "] + c.ids() + ["\n"])
    if rng.random() < 0.4:
        d.add(["Encounter #: ", P(phi.account(rng), "ACCOUNT"), "\n"])
    d.t("\n")
    caller_parent = c.child or rng.random() < 0.25
    if caller_parent:
        rel = "mother" if c.child else rng.choice(["wife", "husband", "daughter", "son"])
        d.add(["Spoke with ", c.his, " ", rel, " ", c.fn(rel, "full"), " on ", c.tel("mob"), " (number on file). "])
    else:
        d.add(["Called patient on ", c.tel(rng.choice(["mob", "land"])), ". "])
    k = rng.randint(0, 2)
    if k == 0:
        d.add(["Identity confirmed with DOB and first line of address (", P(c.street, "STREET"), ").\n"])
    elif k == 1:
        d.add(["ID verified via voice biometrics, voiceprint ID ", P(phi.bioid(rng), "BIOID"), ".\n"])
    else:
        d.add(["ID: name, DOB, postcode ", P(c.zip, "ZIP"), " confirmed.\n"])
    d.t("\nReason: " + rng.choice(["scheduled 3-monthly review", "patient-initiated call re side effects",
                                   "results discussion", "post-infusion check", "worsening symptoms reported to the advice line",
                                   "medication query from community pharmacy"]) + "\n\n")
    low = rng.random() < 0.5
    if low:
        d.add(["s: ", (c.fn("mother", "first") if c.child else c.pn("first")), " says ", rng.choice([
            "things are 'much the same', tired after school, no falls this month",
            "ptosis worse by evening, double vision driving home last week, no breathing difficulty",
            "cramps at night, using the stretches, not keen on more tablets",
            "chest infection 2 wks ago, treated by gp w/ amoxicillin, now better, cough assist used bd",
            "new tingling in feet, walking ok, tripped on kerb once"]), ". "])
    else:
        d.t(rng.choice(["Reports stable strength and no new bulbar symptoms. ", "Describes increased fatigue and two falls. ",
                        "Mild nausea since the dose increase; otherwise well. ", "Has been unwell with a viral illness, now recovering. "]))
    d.add(["Last seen in clinic ", c.d(phi.plus(v, -rng.randint(40, 200))), ". "])
    if rng.random() < 0.5:
        d.add(["Recent bloods via ", c.gp_word(), " (", c.dr("gp", "dr"), ") on ", c.d(phi.plus(v, -rng.randint(3, 20))), ": "])
        K.lab_inline(d, c, rng.sample(["CK", "ALT", "Hb", "WCC", "Plt", "Creat", "CRP"], 4))
        d.t(". ")
    if rng.random() < 0.3:
        wk = rng.choice(["back at work full time", "on sick leave until ", "phased return agreed"])
        d.add(["Works as a ", P(c.profession, "PROFESSION"), "; ", wk])
        if wk.endswith("until "):
            d.add(c.d(phi.plus(v, rng.randint(7, 40))))
        d.t(". ")
    if rng.random() < 0.4:
        d.t(K.hard_neg_line(c))
    d.t("\n\nMedications confirmed:\n")
    K.med_list(d, c, numbered=False)
    d.t("\nPlan:\n")
    plan = rng.sample([
        "continue current dose; no change",
        "increase pyridostigmine to 60 mg 5x daily, max 360 mg/day" if c.cond["grp"] == "mg" else "trial of 2 weeks off mexiletine",
        "repeat bloods in 4 weeks (FBC, LFT, U&E)",
        "expedite clinic review",
        "safety-net advice given: call 999/911 if breathing or swallowing worsens",
        "letter to GP re sick note",
        "physio to call back re home exercise programme",
        "resend blood form by post",
    ], rng.randint(2, 4))
    for p in plan:
        d.t("- " + p + "\n")
    d.add(["- Prescription sent to ", P(c.pharmacy, "HOSPITAL"), " (tel ", P(phi.phone(rng, c.country), "PHONE"), ")\n"])
    d.add(["- Next contact: ", c.d(phi.plus(v, rng.randint(14, 120))), "\n\n"])
    d.add(["Signed: ", c.dr(who, "full"), ", ", K.role_label(c, who) if who != "reg" else "Neurology registrar"])
    if rng.random() < 0.6:
        d.add([" - ", rng.choice(["bleep ", "pager "]), P(phi.pager(rng), "PHONE"), "\n"])
    else:
        d.add([" - ext ", P("555%d" % rng.randint(0, 9), "PHONE"), "\n"])
    if rng.random() < 0.6:
        K.sys_footer(d, c, who)
