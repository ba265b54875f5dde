"""Genres: titration chart; missed-dose and restart plan."""
from core import Note, S, pick, chance, add_days, digits, letters
import persona as P
import pools_places as PP

HOLIDAYS = {
    "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Christmas Eve"],
    "IE": ["St Patrick's Day", "Christmas", "St Stephen's Day", "Easter"],
    "US": ["Thanksgiving", "the Fourth of July", "Labor Day", "Christmas", "Memorial Day"],
    "CA": ["Canada Day", "Thanksgiving", "Christmas", "Boxing Day", "Victoria Day"],
    "AU": ["Anzac Day", "Australia Day", "Christmas", "Easter", "the Queen's Birthday"],
    "NZ": ["Waitangi Day", "Anzac Day", "Christmas", "Matariki", "Easter"],
    "ZA": ["Heritage Day", "Freedom Day", "Christmas", "Easter", "Youth Day"],
    "SG": ["Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas", "National Day"],
}

def hol_frag(hol):
    """Holiday as a DATE span; a leading 'the' stays outside."""
    if hol.startswith("the "):
        return ["the ", S("DATE", hol[4:])]
    return [S("DATE", hol)]


CZ_STEPS = [(0, 12.5), (12.5, 12.5), (12.5, 25), (25, 25), (25, 50), (50, 50), (50, 75), (75, 75),
            (75, 100), (100, 100), (100, 125), (125, 125), (125, 150), (150, 150), (150, 175),
            (175, 175), (175, 200), (200, 200), (200, 250), (250, 250)]


def fmt_mg(x, unit=""):
    return (("%.1f" % x).rstrip("0").rstrip(".") + unit) if x else "-"


def g_titration(rng, c):
    if c.drug == "lithium":
        return _li_titration(rng, c)
    n = Note()
    inpt = chance(rng, 0.6)
    n.w(pick(rng, ["CLOZAPINE TITRATION CHART", "Clozapine Initiation & Titration Record",
                   "CLOZAPINE TITRATION - " + ("INPATIENT" if inpt else "COMMUNITY")]), "\n")
    if inpt:
        n.w("Ward: ", c.ward, ", ", c.hosp.n(), "    ")
        if chance(rng, 0.35):
            n.w("Bay ", S("LOCATION_OTHER", str(rng.randint(1, 6))), " Bed ")
        else:
            n.w(pick(rng, ["Bed ", "Room ", "Side room "]))
        n.s("LOCATION_OTHER", str(rng.randint(1, 28)) + pick(rng, ["", "", "A", "B"]))
        n.w("\n")
    else:
        n.w("Community initiation - ", c.team.n(), " (doses 1-7 observed at ", c.clinic.n(), ", ",
            S("LOCATION_OTHER", c.building), ")\n")
    n.w("Patient: ", c.pt.up(), "   DOB: ", c.D(c.dob), "   ", c.hp_label, ": ", c.hp_s(), "   MRN: ", c.mrn_s(), "\n")
    start = add_days(c.today, -rng.randint(10, 20))
    target = pick(rng, [250, 300, 300, 350, 400])
    if c.reg_no and chance(rng, 0.8):
        n.w("Registry no: ", c.reg_s(), "   Registration confirmed, baseline FBC GREEN ",
            c.D(add_days(start, -rng.randint(2, 6))), "\n")
    n.w("Allergies: ", pick(rng, ["NKDA", "NKDA", "penicillin (rash)", "sulfa", "codeine - vomiting", "latex"]),
        "    Weight: ", str(rng.randint(55, 128)), " kg    Smoker: ", pick(rng, ["yes 15/day", "no", "yes 25/day", "ex"]), "\n")
    n.w("Start date: ", c.D(start, "long" if chance(rng, 0.3) else None), "    Target: ", str(target),
        " mg/day in divided doses\n")
    n.w("Prescriber: Dr ", c.junior.full(), " (", c.junior.role, "), bleep/pager ", S("PHONE", P.phone(rng, c.cc, "pager")),
        "   Consultant: Dr ", c.cons.ln(), "\n\n")
    n.w("Obs before each dose days 1-14 (T, P, BP lying/standing); hold and call doctor if T >38.0, P >120 at rest,",
        " SBP drop >20 on standing, or chest pain.\n\n")
    n.w("Day | Date  | Mane | Nocte | Total | T    | P   | BP (L/S)       | Sed | Sign\n")
    days = rng.randint(10, 16)
    ini = [c.nurse] + c.extra
    held = rng.randint(5, days + 4)
    events = []
    step_i = 0
    for day in range(1, days + 1):
        d = add_days(start, day - 1)
        if day == held:
            m, nn = CZ_STEPS[max(step_i - 1, 0)]
        else:
            m, nn = CZ_STEPS[min(step_i, len(CZ_STEPS) - 1)]
            if m + nn < target:
                step_i += 1
        temp = rng.uniform(36.2, 37.4)
        pulse = rng.randint(72, 104) + day
        if day == held:
            kind = pick(rng, ["tachy", "fever", "hypo"])
            if kind == "tachy":
                pulse = rng.randint(118, 132)
            elif kind == "fever":
                temp = rng.uniform(38.0, 38.6)
            events.append((d, kind, pulse, temp))
        sys_l = rng.randint(104, 138)
        sys_s = sys_l - rng.randint(0, 26 if day != held else 30)
        n.w("%-3d | " % day, c.D(d, "dm"), " | ", fmt_mg(m), " | ", fmt_mg(nn), " | ", fmt_mg(m + nn), " | ",
            "%.1f" % temp, " | ", str(pulse), " | ", "%d/%d %d/%d" % (sys_l, rng.randint(60, 86), sys_s, rng.randint(55, 80)),
            " | ", str(rng.randint(0, 2)), " | ", pick(rng, ini).ini(), "\n")
    n.w("\nNotes:\n")
    for (d, kind, pulse, temp) in events:
        if kind == "tachy":
            n.w("- ", c.D(d), ": resting HR ", str(pulse), ". ECG sinus tachycardia, QTc ", str(rng.randint(410, 455)),
                " ms. Troponin ", pick(rng, ["<5", "7", "9"]), " ng/L, CRP ", str(rng.randint(3, 18)),
                " mg/L. Dose held at previous step x24 h per Dr ", c.junior.ln(), ". No chest pain.\n")
        elif kind == "fever":
            n.w("- ", c.D(d), ": T ", "%.1f" % temp, ". Urgent FBC (sample ", c.sid(d), ") - ANC ", c.anc(rng.uniform(2.5, 6)),
                ", CRP ", str(rng.randint(8, 40)), ". Likely benign clozapine-related fever; continued at same dose, not increased.\n")
        else:
            n.w("- ", c.D(d), ": postural drop with dizziness. Increment delayed; encouraged fluids, rise slowly.\n")
    n.w("- Weekly troponin/CRP x4 weeks (myocarditis screen): next due ", c.D(add_days(start, 14)), " and ",
        c.D(add_days(start, 21)), ".\n")
    if chance(rng, 0.6):
        n.w("- Hypersalivation from day ", str(rng.randint(4, 9)), " - hyoscine hydrobromide 300 micrograms nocte started; ",
            "pillow cover advised.\n")
    if chance(rng, 0.5):
        n.w("- Constipation prophylaxis: senna 15 mg nocte + docusate 200 mg bd. Bowel chart (Bristol) daily.\n")
    n.w("- FBC weekly (", pick(rng, ["Monday", "Tuesday", "Thursday"]), "s) - all GREEN to date.\n")
    if inpt and chance(rng, 0.6):
        n.w("- Leave: home leave ", c.D(add_days(c.today, rng.randint(2, 5))), " with ", c.rel, " ", c.fam.full(),
            " (contact ", S("PHONE", c.fam_tel), ") - TTO supply and charts to go with patient.\n")
    n.w("\nChart checked by ", c.mhpharm.full(), ", ", c.mhpharm.role, " - ", c.Dn(0), "\n")
    return n


def _li_titration(rng, c):
    n = Note()
    n.w(pick(rng, ["LITHIUM INITIATION & TITRATION CHART", "Lithium dose titration record"]), " - ", c.clinic.n(), "\n")
    n.w(c.ident_block(), "\n")
    n.w("Indication: ", pick(rng, ["bipolar affective disorder - maintenance", "bipolar II with recurrent depression",
                                  "augmentation in treatment-resistant depression", "schizoaffective disorder (bipolar type)"]), "\n")
    n.w("Brand: ", c.li_brand, " (prescribe by brand - do not switch)   Target 12-h level ",
        pick(rng, ["0.6-0.8", "0.6-1.0", "0.4-0.8"]), " ", c.li_unit(), "\n")
    d = add_days(c.today, -rng.randint(40, 80))
    n.w("Baseline ", c.D(add_days(d, -rng.randint(7, 20))), ": eGFR ", str(rng.randint(72, 110)), ", creatinine ", str(rng.randint(55, 98)),
        " µmol/L, TSH ", "%.1f" % rng.uniform(0.6, 3.8), " mU/L, Ca ", "%.2f" % rng.uniform(2.2, 2.55), " mmol/L, ECG normal, ",
        "BMI ", "%.1f" % rng.uniform(20, 36), "; pregnancy test negative" if c.sex == "F" and c.age < 50 else "", "\n")
    n.w("Prescriber: Dr ", c.cons.full(), "  ", c.lic(c.cons), "\n\n")
    n.w("Date | Dose (nocte) | 12-h level | Action | By\n")
    d0 = d
    dose = 400 if chance(rng, 0.7) else 200
    level = 0
    for i in range(rng.randint(4, 7)):
        level = round(dose / 1000.0 * rng.uniform(0.8, 1.15), 2)
        if level < 0.6:
            act = "increase to %d mg" % (dose + 200)
            nd = dose + 200
        elif level > 0.9:
            act = "reduce to %d mg" % (dose - 200)
            nd = dose - 200
        else:
            act = "continue; therapeutic"
            nd = dose
        n.w(c.D(d), " | ", str(dose), " mg | ", "%.2f" % level, " | ", act, " | ", pick(rng, [c.nurse, c.junior]).ini(), "\n")
        dose = nd
        d = add_days(d, 7 if i < 3 else 14)
    n.w("\nLevels taken 12 h post dose (last dose 22:00, sample 09:30-10:30). ")
    n.w("Patient advised re: fluids, avoid NSAIDs (ibuprofen), salt intake, signs of toxicity (coarse tremor, ",
        "diarrhoea, vomiting, ataxia, confusion).\n")
    n.w("Lithium record book and alert card given ", c.D(d0), ". Level results texted to ",
        S("PHONE", c.tel_mob), ".\n")
    n.w("Once stable: 3-monthly levels for first year; U&E/eGFR, TSH, calcium 6-monthly; weight 6-monthly.\n")
    n.w("GP informed (", c.gp.dr(False), ", ", c.practice.n(), ", fax ", S("FAX", c.practice.fax), ").\n")
    n.w("Signed ", c.nurse.full(), " ", c.cred_nurse, ", ", c.nurse.role, "  ", c.Dn(0), "\n")
    return n


REASONS = ["ran_out", "admission", "travel", "chose", "custody", "gastro"]


def g_missed(rng, c):
    n = Note()
    us = c.cc == "US"
    n.w(pick(rng, ["CLOZAPINE - MISSED DOSES AND RESTART PLAN", "Clozapine interruption: re-titration plan",
                   "MISSED CLOZAPINE DOSE ASSESSMENT / RESTART"]), "\n")
    n.w(c.trust, " - ", c.team.n(), "\n\n")
    n.w("Patient: ", c.pt.full(), " (", c.title, " ", c.pt.ln(), ")   DOB ", c.D(c.dob), "   Age ", c.age_s(), "\n")
    n.w(c.hp_label, ": ", c.hp_s(), "   MRN: ", c.mrn_s(), "   Registry: ", c.reg_s(), "\n")
    n.w("Completed by: Dr ", c.junior.full(), ", ", c.junior.role, "   Date: ", c.Dn(0), "  ", "%02d:%02d" % (rng.randint(8, 20), rng.randint(0, 59)), "\n\n")
    dose = c.dose
    mane = int(dose / 3 // 25 * 25) if dose >= 150 else 0
    nocte = dose - mane
    n.w("Prescribed dose before interruption: ", str(mane), " mg mane + ", str(nocte), " mg nocte (", str(dose), " mg/day)\n")
    hours = pick(rng, [36, 40, 52, 60, 72, 80, 96, 120, 168])
    days_off = max(1, hours // 24)
    last = add_days(c.today, -days_off)
    n.w("Last dose taken: ", c.D(last), " at ", pick(rng, ["21:00", "22:00", "20:30", "08:00"]), " (confirmed by ",
        pick(rng, ["patient", "pharmacy supply record", "patient's " + c.rel]), ")\n")
    n.w("Time since last dose: approx. ", str(hours), " hours\n")
    reason = pick(rng, REASONS)
    n.w("Reason: ")
    if reason == "ran_out":
        hol = pick(rng, HOLIDAYS[c.cc])
        n.w("ran out of tablets - ", c.pharmacy.n(), " closed over ", hol_frag(hol),
            " and supply was not collected early.\n")
    elif reason == "admission":
        n.w("admitted to ", c.hosp.n(), " (", pick(rng, ["Acute Medical Unit", "surgical ward", "Respiratory"]), ") ",
            c.D(last), " with ", pick(rng, ["community-acquired pneumonia", "fractured neck of femur", "bowel obstruction",
                                          "DKA", "cellulitis"]), "; clozapine omitted on ", S("HOSPITAL", pick(rng, PP.BIRDS) + " Ward"),
            " as not available.\n")
    elif reason == "travel":
        n.w("travelled to ", S("CITY", pick(rng, PP.TOWNS[c.cc])) if chance(rng, 0.5) else S("COUNTRY", c.abroad),
            " to visit ", c.rel, " ", c.fam.full(), " and left medication at home.\n")
    elif reason == "chose":
        n.w("stopped by self due to ", pick(rng, ["drooling at night", "weight gain", "feeling 'zombified'", "constipation"]),
            ". Now agrees to restart after discussion with ", c.ccw.full(), " (", c.ccw.role, ").\n")
    elif reason == "custody":
        n.w("held in police custody; custody nurse not able to obtain supply.\n")
    else:
        n.w("vomiting and diarrhoea (household norovirus), unable to keep tablets down for ", str(days_off), " days.\n")
    n.w("Smoking change during break: ", pick(rng, ["none", "stopped smoking on the ward - levels will rise when restarted at full dose",
                                                   "smoking more (40/day) - may need higher dose later"]), "\n\n")
    n.w("DECISION (local protocol):\n")
    if hours < 48:
        n.w("  <48 h: restart at previous dose; no change to monitoring. Observe for sedation/hypotension.\n")
        retit = False
    else:
        retit = True
        n.w("  >48 h: RE-TITRATE from 12.5 mg. Previous tolerance lost - risk of hypotension, seizures, myocarditis.\n")
        if hours > 72 and not us:
            n.w("  >72 h: inform monitoring service; FBC weekly for 6 weeks (or per service instruction).\n")
        if us:
            n.w("  Interruption >2 days: re-titrate; ANC before restart (REMS). Baseline ANC ", c.anc(rng.uniform(2.1, 5.2)),
                "/µL on ", c.Dn(0), ".\n")
    if c.registry and hours > 72:
        n.w("Monitoring service (", c.registry_frag(), ") informed ", c.Dn(0), " by ", c.nurse.full(), "; ref ",
            S("IDNUM", letters(rng, 2) + digits(rng, 6)), ". Pre-restart FBC: sample ", c.sid(), " - GREEN.\n")
    n.w("\n")
    if retit:
        n.w("RESTART SCHEDULE\nDate          Mane     Nocte    Total\n")
        i = 0
        d = add_days(c.today, 1)
        lim = rng.randint(6, 10)
        while True:
            m, nn = CZ_STEPS[min(i, len(CZ_STEPS) - 1)]
            if m + nn >= dose or i >= lim:
                break
            n.w(c.D(d), "    ", fmt_mg(m, " mg"), "    ", fmt_mg(nn, " mg"), "    ", fmt_mg(m + nn, " mg"), "\n")
            d = add_days(d, 1)
            i += 1
        if m + nn < dose:
            n.w("then increase by ", pick(rng, ["25", "25-50", "50"]), " mg/day as tolerated (previously tolerated - ",
                "faster increments agreed at senior review) to ", str(mane), " mg mane / ", str(nocte),
                " mg nocte, expected by ", c.D(add_days(d, rng.randint(6, 12))), ".\n")
        else:
            n.w("then ", str(mane), " mg mane / ", str(nocte), " mg nocte from ", c.D(d), ".\n")
    n.w("\nObservations: BP (lying/standing), pulse and temperature daily for first 7 days by ", c.team.n(),
        " nurse; troponin and CRP weekly x4 if re-titrating.\n")
    n.w("\nCommunication:\n")
    n.w("- Pharmacy: ", c.pharmacy.n(), " tel ", S("PHONE", c.pharmacy.tel), ", fax ", S("FAX", c.pharmacy.fax),
        " - new prescription no. ", S("IDNUM", "RX" + digits(rng, 7)), " sent, old supply quarantined.\n")
    n.w("- ", c.gp_word, ": ", c.gp.dr(), ", ", c.practice.n(), " - copy emailed ", S("EMAIL", c.practice.email), "\n")
    if chance(rng, 0.7):
        n.w("- Carer: ", c.rel, " ", c.fam.full(), ", ", S("PHONE", c.fam_tel), " - aware of plan, will prompt doses.\n")
    if chance(rng, 0.4):
        n.w("- Dosette/blister pack from ", c.pharmacy.n(), "; automated dispenser serial ", S("DEVICE", P.device_sn(rng)),
            " to alarm at 08:00 and 21:00.\n")
    n.w("\nSigned: ", c.junior.full(), "  ", c.lic(c.junior), "\n")
    n.w("Discussed with: Dr ", c.cons.full(), " (", c.cons.role, ") and ", c.mhpharm.full(), " (pharmacist, ext ",
        S("PHONE", str(rng.randint(2, 7)) + "555"), ")\n")
    return n
