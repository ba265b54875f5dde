"""Narrative building blocks: history, social history, examination, scales, plan lines."""
import phi
import pools_clinical as C
import pools_places as PL
from doc import P

SCALE_GRP = {"dystrophy": "dystrophy", "myotonic": "myotonic", "sma": "sma", "mg": "mg", "myositis": "myositis",
             "neuropathy": "neuropathy", "metabolic": "metabolic", "mnd": "mnd"}


def scale_str(c, n=2):
    rng = c.rng
    pool = C.SCALES[SCALE_GRP[c.cond["grp"]]]
    out = []
    for s in rng.sample(pool, min(n, len(pool))):
        out.append(s.format(a=rng.randint(8, 40), b=rng.randint(10, 36), c=rng.randint(1, 9), d=rng.randint(180, 520),
                            e="%.1f" % rng.uniform(3.5, 14.0), f=rng.randint(90, 148), g=rng.randint(30, 58)))
    return "; ".join(out)


def vitals_line(c):
    rng = c.rng
    w = c.weight * rng.uniform(0.98, 1.02)
    return "Wt %.1f kg, BP %d/%d, HR %d, SpO2 %d%% on air, RR %d" % (
        w, rng.randint(92, 138), rng.randint(54, 86), rng.randint(62, 112), rng.randint(93, 99), rng.randint(12, 26))


def onset(d, c):
    rng = c.rng
    cond = c.cond
    if c.months is not None:
        d.add(["Presented at ", P(str(rng.randint(2, max(2, c.months - 1))), "AGE"), " months with ", rng.choice(cond["onset"]),
               "; diagnosis confirmed on ", c.d(phi.plus(c.dob, rng.randint(60, 200))), ". "])
        return
    lo0 = max(1, cond["age"][0] - 2)
    oa = rng.randint(min(lo0, max(1, c.age - 1)), max(1, min(c.age - 1, lo0 + 8)))
    dx_year = c.dob.year + oa + rng.randint(0, 3)
    dx_year = min(dx_year, c.visit.year)
    k = rng.randint(0, 2)
    if k == 0:
        d.add(["Symptoms began at age ", P(str(oa), "AGE"), " with ", rng.choice(cond["onset"]), ". Diagnosed in ",
               P(str(dx_year), "DATE"), " at ", P(phi.hospital(rng, c.country, "hosp"), "HOSPITAL"), ". "])
    elif k == 1:
        d.add(["First noticed ", rng.choice(cond["onset"]), " aged ", P(str(oa), "AGE"), "; genetic confirmation ",
               P(phi.fmt_date(rng, phi.plus(c.dob, 365 * (dx_year - c.dob.year)), c.country, "my"), "DATE"), ". "])
    else:
        d.add(["Onset in ", P(str(c.dob.year + oa), "DATE"), " (", rng.choice(cond["onset"]), ")", ", diagnosis made by ",
               c.dr("fellow", "dr"), " at ", P(phi.hospital(rng, c.country, "nm"), "HOSPITAL"), ". "])


def social(d, c):
    rng = c.rng
    if c.child:
        school = rng.choice(PL.SCHOOLS)
        yr = max(1, c.age - 4)
        d.add([c.pn(rng.choice(["first", "nick"])), " is in ", ("Year %d" % yr if c.country in ("UK", "AU", "NZ") else
                                                                  "grade %d" % max(1, c.age - 5) if c.country in ("US", "CA") else
                                                                  "%s class" % rng.choice(["second", "third", "fifth", "sixth"])),
               " at ", P(school, "ORGANIZATION"), ". Lives with ", c.his, " mother ", c.fn("mother", "first"), " (",
               P(rng.choice(["primary school teacher", "nurse", "hairdresser", "accountant", "carer", "pharmacist",
                             "bus driver", "receptionist", "chef", "solicitor"]), "PROFESSION"), ")"])
        if rng.random() < 0.6:
            d.add([", father ", c.fn("father", "first"), " (", P(rng.choice(["electrician", "farmer", "mechanic", "software engineer",
                                                                                "plasterer", "police officer", "shop manager",
                                                                                "delivery driver"]), "PROFESSION"), ")"])
        if rng.random() < 0.6:
            sib = rng.choice(["brother", "sister"])
            if c.age >= 3:
                d.add([" and ", c.his, " younger ", sib, " ", c.fn(sib, "first"), " (", c.rel_age("younger"), ")"])
            else:
                d.add([" and ", c.his, " older ", sib, " ", c.fn(sib, "first"), " (", P(str(c.age + rng.randint(2, 9)), "AGE"), ")"])
        d.t(" in a %s. " % rng.choice(["two-storey house with the bedroom upstairs", "ground-floor flat",
                                       "bungalow", "rented house (stairlift pending)"]))
    else:
        emp = rng.choice(PL.EMPLOYERS)
        k = rng.randint(0, 3)
        if k == 0:
            d.add([c.he.capitalize(), " works as a ", P(c.profession, "PROFESSION"), " at ", P(emp, "ORGANIZATION"), ". "])
        elif k == 1:
            d.add(["Occupation: ", P(c.profession, "PROFESSION"), " (", P(emp, "ORGANIZATION"), "), currently on reduced hours. "])
        elif k == 2:
            d.add(["Retired ", P(c.profession, "PROFESSION"), ". "])
        else:
            d.add(["Was a ", P(c.profession, "PROFESSION"), " until ", P(str(rng.randint(c.visit.year - 6, c.visit.year)), "DATE"),
                   "; stopped working because of fatigue. "])
        rel = rng.choice(["wife", "husband", "partner"])
        if rng.random() < 0.7:
            d.add(["Lives with ", c.his, " ", rel, " ", c.fn(rel, "first"), " in ", P(c.city, "CITY"), ". "])
        if rng.random() < 0.35:
            d.add(["Family originally from ", P(rng.choice(PL.ORIGIN_COUNTRIES), "COUNTRY"), ". "])
        lic = {"UK": "DVLA", "IE": "NDLS", "AU": "the state licensing authority", "NZ": "NZTA"}.get(c.country, "the DMV")
        d.t(rng.choice(["Non-smoker, alcohol 4 units/week. ", "Ex-smoker (10 pack-years). ", "Never smoked; no alcohol. ",
                        "Drives an automatic car. ", "No longer driving since notifying %s. " % lic]))


def travel(d, c):
    rng = c.rng
    hol = rng.choice(phi.HOLIDAYS[c.country] + phi.OTHER_FEASTS)
    d.add(["The family plan to travel to ", P(rng.choice(PL.ORIGIN_COUNTRIES), "COUNTRY"), " over ", P(hol, "DATE"),
           "; a fit-to-fly letter and airline medical form (MEDIF) were completed. "])


def family_history(d, c):
    rng = c.rng
    k = rng.randint(0, 3)
    if k == 0:
        d.add(["Family history: maternal uncle ", c.fn("maternal uncle", "first"), " died at ", P(str(rng.randint(17, 34)), "AGE"),
               " of ", rng.choice(["respiratory failure", "cardiomyopathy", "pneumonia"]), ". "])
    elif k == 1:
        d.add(["Family history: ", c.his, " mother ", c.fn("mother", "full"), " (", c.rel_age("parent"),
               ") has ", rng.choice(["mild calf cramps", "cataracts since her forties", "no symptoms", "a raised CK"]), ". "])
    elif k == 2:
        d.t("No family history of neuromuscular disease; parents non-consanguineous. ")
    else:
        ph = rng.choice(["pes cavus and foot drop", "early cataract surgery", "a pacemaker fitted at "])
        d.add(["Father ", c.fn("father", "first"), " had ", ph])
        if ph.endswith("at "):
            d.add(P(str(rng.randint(38, 60)), "AGE"))
        d.t(". ")


def mrc_table(d, c):
    rng = c.rng
    muscles = ["Neck flexion", "Shoulder abduction", "Elbow flexion", "Elbow extension", "Wrist extension", "Finger flexion",
               "Hip flexion", "Hip extension", "Knee extension", "Knee flexion", "Ankle dorsiflexion", "Ankle plantarflexion"]
    grades = ["5", "5", "4+", "4", "4-", "3+", "3", "2"]
    d.t("MRC          R     L\n")
    for m in rng.sample(muscles, rng.randint(5, 9)):
        g = rng.choice(grades)
        g2 = g if rng.random() < 0.7 else rng.choice(grades)
        d.t("%-18s %-5s %s\n" % (m, g, g2))


def exam(d, c):
    rng = c.rng
    d.t(vitals_line(c) + ". ")
    ex = rng.sample(c.cond["exam"], min(2, len(c.cond["exam"])))
    ex = "; ".join(ex)
    d.t(ex[0].upper() + ex[1:] + ". ")
    d.t(rng.choice(["Reflexes reduced throughout, plantars flexor. ", "Reflexes absent at the ankles, present at knees. ",
                    "Sensation intact to pinprick and vibration. ", "No fasciculation. Romberg negative. ",
                    "Tone normal; no clonus; Babinski negative bilaterally. "]))


def plan_lines(c):
    rng = c.rng
    lines = [
        "Repeat CK, LFTs and vitamin D with %s bloods." % c.gp_word(),
        "Echocardiogram and ECG to be booked through Cardiology.",
        "Lung function (sitting and supine FVC) at next visit.",
        "Continue current physiotherapy stretching programme; night splints to be reviewed by Orthotics.",
        "Refer to Speech and Language Therapy for a swallow assessment.",
        "DEXA scan requested; consider IV zoledronic acid if vertebral fracture.",
        "Annual flu vaccine and pneumococcal vaccine (PPSV23) recommended.",
        "Provided steroid emergency card and sick-day rules.",
        "Discussed eligibility for clinical trials; details in the TREAT-NMD registry.",
        "Dietetic review re weight gain on steroids.",
        "Ophthalmology review for cataract screening.",
        "Referral to Occupational Therapy for a home adaptations assessment.",
    ]
    return rng.sample(lines, rng.randint(3, 6))
