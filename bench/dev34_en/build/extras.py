"""Optional sections that real notes carry (histories, tables, logs, admin), used to vary
layout and length. Each returns a marked-up section string."""
from phi import S
from common import (pick, chance, time_s, id_line, prof_s, occ_sentence, rel_occ, rand_name, rand_given,
                    stem, a_prof, rel_age, portal_line, date_range, parents)
from case import org_name
from locale_fmt import add_days

CONDITIONS = ["Hypertension", "Type 2 diabetes mellitus", "Asthma", "COPD", "Hypothyroidism", "Atrial fibrillation",
              "Osteoarthritis of both knees", "GORD", "Depression", "Chronic kidney disease stage 3a", "Hyperlipidaemia",
              "Migraine", "Obstructive sleep apnoea (CPAP)", "Ischaemic heart disease", "Epilepsy", "Gout",
              "Psoriasis", "Iron-deficiency anaemia", "Osteoporosis", "Anxiety disorder"]
PROCEDURES = ["Appendicectomy", "Laparoscopic cholecystectomy", "Caesarean section", "Right inguinal hernia repair",
              "Tonsillectomy", "Left knee arthroscopy", "Coronary angioplasty", "Hysterectomy", "Carpal tunnel release",
              "ORIF right ankle", "Cataract surgery, right eye", "Wisdom teeth extraction"]
MEDS = ["amlodipine 5 mg OD", "metformin 500 mg BD", "atorvastatin 20 mg nocte", "ramipril 2.5 mg OD",
        "levothyroxine 75 mcg OD", "omeprazole 20 mg OD", "salbutamol 100 mcg PRN", "apixaban 5 mg BD",
        "sertraline 50 mg OD", "paracetamol 1 g QDS PRN", "bisoprolol 2.5 mg OD", "alendronic acid 70 mg weekly",
        "colecalciferol 1000 units OD", "gabapentin 300 mg TDS", "co-codamol 30/500 PRN", "insulin glargine 18 units nocte",
        "fluticasone/salmeterol inhaler BD", "allopurinol 100 mg OD", "citalopram 20 mg OD", "tamsulosin 400 mcg OD"]
ALLERGIES = ["NKDA", "NKDA", "Penicillin (rash)", "Codeine (vomiting)", "Latex", "Elastoplast", "Sulfa drugs (hives)", "Iodine contrast"]


CHILD_COND = ["Asthma", "Eczema", "Recurrent otitis media", "ADHD", "Coeliac disease", "Type 1 diabetes", "Born at 34 weeks, no sequelae"]
CHILD_MEDS = ["salbutamol inhaler PRN", "beclometasone 100 mcg BD", "emollients", "cetirizine 5 mg OD", "methylphenidate 18 mg mane",
              "insulin via pump", "ibuprofen PRN"]


def pmh(c):
    r = c.rng
    if c.child:
        return "PMH:\n" + "\n".join("- " + x for x in r.sample(CHILD_COND, r.randint(1, 2))) + "\nImmunisations up to date."
    lines = []
    for cond in r.sample(CONDITIONS, r.randint(1, 4)):
        lines.append("- %s%s" % (cond, pick(c, ["", " (diagnosed %s)" % c.d(c.past(365, 9000, 18), "year"), ", well controlled"])))
    if chance(c, 0.7):
        lines.append("- %s, %s, %s" % (pick(c, PROCEDURES), c.d(c.past(365, 12000, 5), pick(c, ["year", "month_year", "mon_year"])),
                                       pick(c, [c.hosp.n(), S("HOSPITAL", stem(c) + pick(c, [" Private Hospital", " Day Surgery Centre", " Clinic"]))])))
    return pick(c, ["PAST MEDICAL HISTORY", "PMH", "Past history", "Medical history"]) + ":\n" + "\n".join(lines)


def meds_allergies(c):
    r = c.rng
    meds = r.sample(CHILD_MEDS if c.child else MEDS, r.randint(1, 3 if c.child else 5))
    bullet = pick(c, ["- ", "* ", "  ", "\u2022 "])
    head = pick(c, ["MEDICATIONS", "Current medications", "Medication list"] + (["DH"] if c.loc.code in ("UK", "IE", "AU", "NZ") else ["Home meds"]))
    s = head + ":\n" + "\n".join(bullet + m for m in meds)
    s += "\n" + pick(c, ["ALLERGIES: ", "Allergies: ", "Allergy status: "]) + pick(c, ALLERGIES)
    if chance(c, 0.5):
        s += "\nMedicines reconciled with %s (%s) on %s." % (c.pharmacy.n(), c.phone(c.pharmacy.phone), c.d(c.ago(c.rng.randint(0, 5))))
    return s


def social(c):
    p = c.pt
    r = c.rng
    rel = c.rel[0]
    bits = []
    if c.child:
        ps = [x for x in c.rel if x.relation in ("mother", "father", "stepfather", "stepmother")]
        who = ("parents " + parents(c)) if len(ps) >= 2 else (p.poss + " " + rel.relation + " " + rel.name("full"))
        bits.append("Lives with %s and %s at %s." % (
            who, pick(c, ["siblings", "grandparents", "a younger brother aged " + S("AGE", max(1, c.age - c.rng.randint(1, 4)))]),
            c.addr_s()))
        if rel.profession:
            bits.append("%s %s%s." % (p.Poss, rel.relation, rel_occ(rel).replace(", who", "")))
        bits.append(occ_sentence(c))
    else:
        bits.append(pick(c, ["Lives with %s %s %s (%s)%s." % (p.poss, rel.relation, rel.name("given"), S("AGE", rel_age(c, rel)), rel_occ(rel)),
                             "Lives alone in a %s; %s %s %s (%s) lives nearby." % (pick(c, ["flat", "bungalow", "house", "retirement unit"]), p.poss, rel.relation, rel.name("full"), c.phone(rel.phone)),
                             "Lives with %s %s, %s%s." % (p.poss, rel.relation, rel.name("full"), rel_occ(rel))]))
        bits.append(occ_sentence(c))
        bits.append("Smoking: %s. Alcohol: %s." % (pick(c, ["never", "ex-smoker (quit %s)" % c.d(c.past(200, 8000, 16), "year"), "10/day", "vapes"]),
                                                   pick(c, ["nil", "occasional", "%d units/week" % r.randint(2, 40)])))
    if chance(c, 0.25):
        bits.append("Recently returned from %s (%s)." % (S("COUNTRY", pick(c, ["Spain", "Portugal", "India", "Thailand", "Fiji", "the Philippines", "Nigeria", "Mexico", "Greece", "Vietnam"]).replace("the ", "")),
                                                        date_range(c, -c.rng.randint(20, 60), c.rng.randint(7, 21))))
    if c.country_of_birth and chance(c, 0.7):
        bits.append("Born in %s; %s." % (S("COUNTRY", c.country_of_birth), pick(c, ["speaks good English", "interpreter preferred for consent", "moved here " + c.d(c.past(400, 15000, 0), "year")])))
    if chance(c, 0.3):
        bits.append("Supported by carers from %s." % S("ORGANIZATION", stem(c) + pick(c, [" Home Care", " Community Support", " Care Services"])))
    return pick(c, ["SOCIAL HISTORY", "Social", "SH"]) + ":\n" + " ".join(bits)


def nok(c):
    rel = c.rel[-1] if len(c.rel) > 1 else c.rel[0]
    age = (", " + S("AGE", rel_age(c, rel))) if chance(c, 0.4) else ""
    s = "%s: %s (%s%s) - %s" % (pick(c, ["Next of kin", "NOK", "Emergency contact"]), rel.name(pick(c, ["full", "upper"])), rel.relation, age, c.phone(rel.phone))
    if len(c.rel) > 1 and chance(c, 0.5):
        r2 = c.rel[0]
        s += "\nAlternative contact: %s (%s), %s" % (r2.name("full"), r2.relation, c.phone(r2.phone))
    return s


def contact_prefs(c):
    s = "Contact preferences: mobile %s; home %s; email %s." % (c.phone(c.mobile), c.phone(c.home_phone), S("EMAIL", c.email))
    s += " " + pick(c, ["Consents to SMS reminders.", "Prefers letters by post.", "Portal user " + S("USERNAME", c.username) + "."])
    return s


def appointments(c):
    r = c.rng
    rows = []
    d = c.visit
    for _ in range(r.randint(2, 4)):
        d = add_days(d, r.randint(7, 60))
        who = pick(c, [c.cons, c.trainee, c.nurse, c.allied])
        rows.append((c.d(d), time_s(c), pick(c, [c.site.n(), c.hosp.n()]), who.nm(pick(c, ["full", "init_surname"]))))
    if chance(c, 0.5):
        body = "\n".join("| %s | %s | %s | %s |" % row for row in rows)
        return "Upcoming appointments:\n| Date | Time | Location | With |\n|---|---|---|---|\n" + body
    return "Upcoming appointments:\n" + "\n".join("  %s  %s  %s (%s)" % row for row in rows)


def previous_contacts(c):
    r = c.rng
    lines = []
    ds = sorted(c.past(5, 700, 0) for _ in range(r.randint(2, 4)))
    for d in ds:
        who = pick(c, [c.cons, c.trainee, c.nurse, c.gp, c.allied])
        lines.append("%s  %s - %s" % (c.d(d), who.nm(pick(c, ["full", "init_surname", "initials"])), pick(c, [
            "telephone review, no change", "clinic review", "DNA - letter sent", "results discussed", "seen at " + c.hosp.n(),
            "referral received", "prescription issued", "message left with " + c.rel[0].name("given")])))
    return pick(c, ["Recent contacts", "Encounter history", "Episode timeline"]) + ":\n" + "\n".join(lines)


def bloods(c):
    r = c.rng
    d = c.ago(r.randint(0, 30))
    labno = S("IDNUM", pick(c, ["%s%08d" % (pick(c, ["B", "L", "CH", "H"]), r.randint(0, 99999999)), "%d-%06d" % (c.visit.year % 100, r.randint(0, 999999))]))
    tests = r.sample([("Hb", "%d g/L" % r.randint(95, 165)), ("WCC", "%.1f" % r.uniform(3.5, 14)), ("Plt", "%d" % r.randint(120, 450)),
                      ("Na", "%d" % r.randint(128, 145)), ("K", "%.1f" % r.uniform(3.2, 5.6)), ("Creat", "%d umol/L" % r.randint(50, 180)),
                      ("eGFR", ">90" if chance(c, 0.5) else str(r.randint(35, 89))), ("CRP", "%d" % r.randint(1, 120)),
                      ("ALT", "%d" % r.randint(10, 90)), ("HbA1c", "%d mmol/mol" % r.randint(36, 90)), ("TSH", "%.1f" % r.uniform(0.4, 6))],
                     r.randint(4, 7))
    return "Bloods %s (lab no. %s): %s." % (c.d(d), labno, ", ".join("%s %s" % t for t in tests))


def copies(c):
    lines = ["Copies to:", "  " + c.gp.t("full") + ", " + c.gp_practice.n() + " (fax " + c.fax(c.gp_practice.fax) + ")"]
    if chance(c, 0.6):
        lines.append("  " + c.pt.name("title_full") + ", " + c.addr_s())
    if chance(c, 0.5):
        lines.append("  " + c.cons2.t("full") + ", " + c.hosp.n() + ", " + c.inst_addr(c.hosp))
    return "\n".join(lines)


def admin_ids(c):
    r = c.rng
    parts = ["%s: %s" % (c.acct[0], S("ACCOUNT", c.acct[1]))]
    if c.loc.code == "UK":
        parts.append("e-Referral UBRN: " + S("IDNUM", "%04d %04d %04d" % (r.randint(0, 9999), r.randint(0, 9999), r.randint(0, 9999))))
    else:
        parts.append("Referral no.: " + S("IDNUM", "REF-%d-%05d" % (c.visit.year, r.randint(0, 99999))))
    if chance(c, 0.4) and c.loc.code not in ("NZ",):
        parts.append(c.loc.ssn_label() + ": " + S("SSN", c.ssn))
    if chance(c, 0.5):
        parts.append(c.hp_s())
    return pick(c, ["Administrative", "Admin", "Registration details"]) + ": " + "; ".join(parts)


def consent_block(c):
    p = c.pt
    if c.child:
        who = "%s (%s, parental responsibility)" % (c.rel[0].name("full"), c.rel[0].relation)
    else:
        who = "patient"
    return "Consent: discussed with %s by %s on %s; form %s signed%s." % (
        who, c.cons.t(), c.d(c.past(0, 2, 0)), pick(c, ["1", "4", "A"]),
        pick(c, ["", "; witness " + c.nurse.nm(), "; copy given"]))


def page_header(c):
    p = c.pt
    return pick(c, [
        "-- Page 2 of 2 --\n%s  DOB %s  %s" % (p.name(pick(c, ["upper", "last_first"])), c.dob_s(), id_line(c, "  ")),
        "Continuation sheet | %s | %s | %s" % (p.name("full"), S("MRN", c.mrn), c.v()),
        "[Patient label] %s  %s  %s" % (p.name("upper"), c.dob_s(), id_line(c, " ")),
    ])


# ------------------------------------------------------------ genre-specific tables

def obs_chart(c):
    r = c.rng
    rows = []
    staff = [c.nurse, c.nurse2, c.trainee]
    for _ in range(r.randint(3, 6)):
        st = pick(c, staff)
        rows.append("| %s | %s | %s | %s |" % (time_s(c), pick(c, ["asleep", "in lounge", "in bedroom", "pacing corridor", "on phone"]),
                                               pick(c, ["settled", "agitated", "calm", "tearful"]), st.nm("initials")))
    rows.sort()
    return "Observation record (%s, bed %s):\n| Time | Location | Presentation | Initials |\n|---|---|---|---|\n%s" % (
        c.d(c.ago(1)), S("LOCATION_OTHER", str(r.randint(1, 24))), "\n".join(rows))


def script_history(c):
    r = c.rng
    rows = []
    d = c.past(60, 200, 16)
    drug = getattr(c, "ost", ("methadone", ""))[0]
    meth = drug == "methadone"
    dose = r.choice(range(30, 100, 5)) if meth else r.choice([8, 12, 16, 24])
    for _ in range(r.randint(3, 5)):
        rows.append("| %s | %s | %d mg | %s | %s |" % (c.d(d), drug, dose, c.cons.nm("init_surname"), c.pharmacy.n()))
        d = add_days(d, r.choice([14, 14, 28]))
        dose = max(2, dose + (r.choice([-5, 0, 5, 10]) if meth else r.choice([-2, 0, 2, 4])))
    return "Prescription history:\n| Date | Drug | Daily dose | Prescriber | Pharmacy |\n|---|---|---|---|---|\n" + "\n".join(rows)


def refraction(c):
    r = c.rng
    return "Refraction (%s, %s optometrist %s):\nRE %+.2f / %+.2f x %d   VA %s\nLE %+.2f / %+.2f x %d   VA %s\nAdd +%.2f" % (
        c.d(c.past(20, 400)), pick(c, ["community", "hospital"]), S("DOCTOR", rand_name(c)),
        r.choice([-3, -1.5, -0.5, 0.5, 1.25, 2.0]), -r.choice([0.25, 0.5, 0.75, 1.0]), r.randint(1, 180),
        pick(c, ["20/20", "20/25", "20/30"] if c.loc.code in ("US", "CA") else ["6/6", "6/9", "6/7.5"]),
        r.choice([-2.5, -1.0, 0.0, 0.75, 1.5]), -r.choice([0.25, 0.5, 1.25]), r.randint(1, 180),
        pick(c, ["20/20", "20/40", "20/25"] if c.loc.code in ("US", "CA") else ["6/6", "6/12", "6/9"]),
        r.choice([1.5, 2.0, 2.5, 2.75]))


def hearing_history(c):
    r = c.rng
    lines = []
    for d in sorted(c.past(100, 4000, 0) for _ in range(r.randint(2, 3))):
        lines.append("%s - %s (%s)" % (c.d(d), pick(c, ["first hearing aid fitted, serial " + S("DEVICE", "%07d" % r.randint(0, 9999999)),
                                                         "audiogram: mild SNHL", "grommets inserted at " + c.hosp.n(), "aid replaced under warranty, new serial " + S("DEVICE", "%s%06d" % (pick(c, ["", "H", "K"]), r.randint(0, 999999)))]),
                                        S("DOCTOR", rand_name(c))))
    return "Hearing history:\n" + "\n".join(lines)


def dental_history(c):
    r = c.rng
    rows = []
    for d in sorted(c.past(30, 1500, 3) for _ in range(r.randint(3, 5))):
        rows.append("| %s | %s | %s |" % (c.d(d), pick(c, ["exam + bitewings", "scale & polish", "MO composite", "extraction", "emergency - pain", "FTA"]),
                                          pick(c, [c.cons.nm("initials"), c.allied.nm("initials"), c.nurse.nm("initials")])))
    return "Treatment history:\n| Date | Item | Clinician |\n|---|---|---|\n" + "\n".join(rows)


def imaging_table(c):
    r = c.rng
    rows = []
    for d in sorted(c.past(0, 120, 0) for _ in range(r.randint(2, 4))):
        rows.append("| %s | %s | %s | %s |" % (c.d(d), pick(c, ["XR wrist AP/lat", "XR ankle 3 views", "CT", "XR pelvis AP", "MRI"]),
                                               S("IDNUM", "%s%07d" % (pick(c, ["RAD", "A", "XR", "CT"]), r.randint(0, 9999999))), S("DOCTOR", rand_name(c))))
    return "Imaging:\n| Date | Study | Accession | Reported by |\n|---|---|---|---|\n" + "\n".join(rows)


def skin_cancer_history(c):
    r = c.rng
    rows = []
    for d in sorted(c.past(200, 5000, 20) for _ in range(r.randint(1, 3))):
        rows.append("- %s: %s, %s (histology %s)" % (c.d(d, pick(c, ["month_year", c.ds])), pick(c, ["BCC", "SCC", "melanoma in situ", "actinic keratosis"]),
                                                     pick(c, ["nose", "back", "left forearm", "scalp", "right ear"]),
                                                     S("IDNUM", "%s%02d-%05d" % (pick(c, ["H", "S"]), d.year % 100, r.randint(0, 99999)))))
    return "Previous skin cancers:\n" + "\n".join(rows)


def dressing_log(c):
    r = c.rng
    rows = []
    d = c.ago(r.randint(6, 20))
    for _ in range(r.randint(3, 5)):
        rows.append("| %s | %s | %s |" % (c.d(d, c.loc.short_style() if chance(c, 0.5) else c.ds), pick(c, ["silver alginate", "foam", "paraffin gauze", "hydrofibre"]),
                                          pick(c, [c.nurse, c.nurse2]).nm(pick(c, ["full", "initials"]))))
        d = add_days(d, r.choice([2, 3, 4]))
    return "Dressing log:\n| Date | Dressing | Nurse |\n|---|---|---|\n" + "\n".join(rows)


GENRE_EXTRAS = {
    "psychiatry_inpatient": [obs_chart, nok, previous_contacts, bloods, appointments, admin_ids],
    "psychiatry_liaison": [pmh, meds_allergies, nok, bloods, previous_contacts],
    "addiction": [script_history, nok, bloods, previous_contacts, contact_prefs, admin_ids, appointments],
    "ophthalmology": [refraction, pmh, meds_allergies, appointments, previous_contacts, copies],
    "ent_audiology": [hearing_history, pmh, meds_allergies, appointments, contact_prefs, copies],
    "dental_maxillofacial": [dental_history, pmh, meds_allergies, contact_prefs, admin_ids, appointments],
    "orthopaedics_fracture": [imaging_table, pmh, meds_allergies, social, nok, appointments, consent_block],
    "dermatology": [skin_cancer_history, pmh, meds_allergies, appointments, bloods, copies],
    "plastic_surgery": [dressing_log, pmh, meds_allergies, social, nok, consent_block, appointments],
}
COMMON = [pmh, meds_allergies, social, nok, contact_prefs, appointments, previous_contacts, bloods, admin_ids, copies, page_header]


def enrich(c, sections, approx_len):
    """Insert optional sections (before the sign-off) until the note reaches a target length."""
    r = c.rng
    target = r.choice([r.randint(1300, 2200), r.randint(1800, 3000), r.randint(2200, 3600)])
    pool = list(GENRE_EXTRAS[c.genre])
    for f in COMMON[:-1]:
        if f not in pool:
            pool.append(f)
    order = pool[:len(GENRE_EXTRAS[c.genre])]
    r.shuffle(order)
    rest = pool[len(GENRE_EXTRAS[c.genre]):]
    r.shuffle(rest)
    order += rest
    if chance(c, 0.3) and len(sections) > 4:
        sections.insert(r.randint(2, len(sections) - 2), page_header(c))
    n = len(sections)
    pos = n - 1 if n > 2 else n
    added = 0
    body = "\n".join(sections).lower()
    for f in order:
        if approx_len >= target or added >= 5:
            break
        if f is dressing_log and not any(k in body for k in ("dressing", "graft", "sutures removed")):
            continue
        if f is script_history and not any(k in body for k in ("methadone", "buprenorphine")):
            continue
        if f is obs_chart and "bed" not in body:
            continue
        skip = {nok: ("next of kin", "nok:", "emergency contact"), social: ("social", "lives with", "lives alone"),
                pmh: ("pmh", "past medical", "medical history", "past history"),
                meds_allergies: ("medication", "meds:", "dh:", "home meds"), imaging_table: ("imaging:",),
                appointments: ("upcoming appointments",), copies: ("cc:", "copies to", "copy to:"),
                contact_prefs: ("contact preferences",), bloods: ("bloods ",)}.get(f, ())
        if any(k in body for k in skip):
            continue
        sec = f(c)
        body += "\n" + sec.lower()
        sections.insert(pos + added if pos < n else len(sections), sec)
        approx_len += len(sec) - sec.count("\x01") * 14
        added += 1
    return sections
