"""Genre: heart failure nurse reviews (home visits, phone reviews, titration clinics,
telemonitoring)."""
import datetime as dt

import locale_fmt as LF
import pools as P
import clin
import chrome as CH
import prose as PR
from doc import Doc, Phi

AETIOL = ["ischaemic", "non-ischaemic dilated", "hypertensive", "alcohol-related", "valvular",
          "tachycardia-mediated", "post-chemotherapy", "peripartum"]


def hf_dx(c):
    r = c.r
    ef = r.choice([20, 25, 28, 30, 35, 38, 40, 45, 55])
    kind = "HFrEF" if ef <= 40 else ("HFmrEF" if ef < 50 else "HFpEF")
    return ef, kind, [kind, ", ", c.spx(r.choice(AETIOL)), " aetiology, EF %d%% (echo " % ef,
                      c.D(c.ago(r.randint(30, 600))), ")"]


def hf_team_phone(c):
    return Phi(LF.phone(c.r, c.L, "land"), "PHONE")


def weights(c, n, base):
    r = c.r
    out = []
    w = base
    day = c.ago(n * r.randint(1, 3))
    for i in range(n):
        w += r.uniform(-0.6, 0.8)
        out.append((day, w))
        day += dt.timedelta(days=r.randint(1, 3))
        if day > c.visit:
            day = c.visit
    return out


def titration_line(c):
    r = c.r
    return r.choice([
        "Bisoprolol increased from 2.5 mg to 3.75 mg od", "Bisoprolol 5 mg -> 7.5 mg",
        "Sacubitril/valsartan up-titrated to 49/51 mg bd", "Ramipril increased to 5 mg bd",
        "Spironolactone 25 mg started", "Dapagliflozin 10 mg commenced",
        "Furosemide increased to 80 mg mane for 3 days then back to 40 mg",
        "Furosemide reduced to 20 mg as dry and dizzy", "Eplerenone held - K 5.9",
        "Metoprolol succinate 50 -> 100 mg daily" if c.us else "Carvedilol 6.25 -> 12.5 mg bd",
    ])


def home_visit(c):
    r = c.r
    d = Doc()
    e = c.env()
    nurse = c.staff(r.choice(["Heart Failure Nurse Specialist", "HF Clinical Nurse Specialist", "Heart Failure CNS",
                              "Community Heart Failure Nurse"]))
    cons = c.doctor("Consultant Cardiologist")
    fam = c.relative()
    ef, kind, dxl = hf_dx(c)
    team = c.hosp.N() if c.chance(0.6) else Phi("%s %s" % (c.paddr.city, r.choice(["Community Heart Failure Service", "Heart Failure Team"])), "HOSPITAL")
    d.add(team, "\n", r.choice(["HEART FAILURE NURSE - HOME VISIT", "Home visit record", "HFSN Home Review", "Domiciliary HF review"]), "\n\n")
    d.add("Date: ", c.Dh(c.visit), "   Time: ", c.time(), "   Visit no: ", str(r.randint(2, 9)), "\n")
    d.add("Patient: ", CH.pt_name_header(c), "   DOB: ", c.Dh(c.dob), "   Age: ", c.A(), "\n")
    for lab, val in CH.id_list(c, plans=False):
        d.add(lab, ": ", val, "   ")
    d.add("\n", "Address: ", c.addr_inline(c.paddr), "\n")
    d.add("Tel: ", Phi(c.ptel, "PHONE"), "\n")
    d.add("GP: Dr", c.dot, " ", c.gp.init_sur(), ", ", c.gpprac.N(), "   Cardiologist: Dr", c.dot, " ", cons.full(), "\n")
    d.add("Present: patient and ", fam.rel, " (", fam.full(), ")\n")
    if c.pt.nick and c.chance(0.6):
        d.add("Prefers to be called ", c.pt.nickname(), ".\n")
    d.nl()
    d.add("Diagnosis: ", dxl, "\n")
    adm = c.ago(r.randint(20, 120))
    dis = adm + dt.timedelta(days=r.randint(3, 14))
    d.add("Admissions: last admitted to ", c.hosp.N() if c.chance(0.5) else Phi(c.pick(P.WARDS), "HOSPITAL"),
          " ", c.D(adm), r.choice([" - ", "-", " to "]), c.D(dis), " with decompensated HF.\n\n")
    d.add("Home weights (", r.choice(["patient diary", "own scales", "telehealth scales"]), "):\n")
    base = r.uniform(62, 118)
    for day, w in weights(c, r.randint(4, 7), base):
        d.add("  ", c.Dt(day), "  %.1f kg\n" % w)
    d.add("\nS: ", r.choice(["Breathless on minimal exertion, 3 pillows.", "Feels better than last visit, walking to the end of the road.",
                             "Reports ankles more swollen in the evening.", "Tired ++, poor appetite.", "No orthopnoea or PND."]),
          " ", fam.first(), r.choice([" feels ", " reports "]), e["he"], r.choice([" has been more confused at night.", " is eating less.",
                                                                               " has been managing tablets well with a dosette box.",
                                                                               " is sleeping in the chair."]), "\n")
    d.add("O: ", clin.vitals(c, 0, weight=base + r.uniform(-1, 1.5)), ". ", c.sp("Oedema"), " ",
          r.choice(["to ankles", "to mid-calf", "to knees", "nil"]), ", ", r.choice(["bibasal crepitations", "chest clear", "fine creps L base"]), ".\n")
    d.add("Bloods ", c.D(c.ago(r.randint(2, 12))), ": Na ", clin.na_val(c), ", K ", clin.k_val(c), ", creatinine ", clin.creat(c),
          ", eGFR ", str(clin.egfr(c)), ".\n")
    d.add("A: ", r.choice(["Euvolaemic, tolerating titration.", "Mildly fluid overloaded.", "Dry - postural drop.", "Stable NYHA II."]), "\n")
    d.add("P:\n")
    used_drugs = set()
    for _ in range(r.randint(2, 3)):
        for _try in range(6):
            t = titration_line(c)
            if t.split()[0] not in used_drugs:
                break
        used_drugs.add(t.split()[0])
        d.add("- ", t, "\n")
    d.add("- Repeat U&E ", c.Dw(c.next_weekday(5, 12)), " at ", c.gpprac.N(), "\n")
    d.add("- Next visit ", c.Dw(c.next_weekday(7, 21)), "\n")
    d.add("- Reinforced daily weights, fluid limit 1.5 L, sick day guidance.\n\n")
    d.add("Contact HF team on ", hf_team_phone(c), " (weekdays 08:30-16:30); out of hours ",
          r.choice(["call 111" if c.L == "UK" else "contact GP after-hours service", "ED"]), ".\n")
    d.add("\n", nurse.full(), ", ", nurse.role, "\n")
    if c.chance(0.6):
        lab, val = c.licence_for(nurse)
        d.add(lab, " ", Phi(val, "LICENSE"), "\n")
    if c.chance(0.4):
        d.add("Mobile ", Phi(c.phone("mob"), "PHONE"), "  Email ", c.staff_email(nurse), "\n")
    return d


def _wd_after(c, base, lo, hi):
    d = base + dt.timedelta(days=c.r.randint(lo, hi))
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def tel_review(c):
    """Running log of heart-failure nurse telephone contacts."""
    r = c.r
    d = Doc()
    e = c.env()
    nurses = [c.staff("HF nurse"), c.staff("HF nurse")]
    fam = c.relative()
    reg = c.doctor("HF registrar")
    ef, kind, dxl = hf_dx(c)
    d.add(r.choice(["HF nurse telephone contacts", "Heart failure service - telephone log", "HFSN contact record",
                    "Community HF team - phone reviews"]), "\n")
    d.add(c.pt.caps(r.choice([0, 1])), "  ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), "  DOB ", c.Dh(c.dob), " (", c.A(), r.choice(["", "yo", "y", " yrs"]), ")\n")
    d.add("Dx: ", dxl, "\n")
    d.add("Preferred no: ", Phi(c.pmob if c.chance(0.5) else c.ptel, "PHONE"), r.choice(["", " (", "; alt "]))
    if d.parts[-1] == " (":
        d.add(fam.rel, " ", Phi(fam.phone, "PHONE"), ")")
    elif d.parts[-1] == "; alt ":
        d.add(Phi(c.ptel, "PHONE"))
    d.add("\n")
    d.add("Meds: ", "; ".join(clin.card_meds(c, r.randint(4, 7))), "\n\n")
    n = r.randint(2, 4)
    whens = sorted(c.ago(r.randint(0, 40)) for _ in range(n - 1)) + [c.visit]
    w = r.uniform(60, 115)
    for i, when in enumerate(whens):
        nurse = r.choice(nurses)
        d.add(c.Dh(when), " ", c.time(), "  ", r.choice(["HFSN tel r/v", "TC", "Tel review", "Phone call"]), "\n")
        d.add("Ph - ", r.choice(["pt answered", "spoke to pt", "no answer x1, rang back", "pt rang in"]), ". ID confirmed.\n")
        dw = r.uniform(0.4, 3.2) * r.choice([1, -1, 1])
        w += dw
        d.add("Wt ", "%.1f" % w, " (", "%+.1f" % dw, " kg since ", c.Dw(when - dt.timedelta(days=r.randint(3, 7))), "). ")
        d.add(r.choice(["SOB unchanged.", "More SOB climbing stairs.", "Ankles up.", "Feels well.", "Orthopnoea 2 pillows, no PND.",
                        "Dizzy when standing from the chair."]), " ")
        d.add(r.choice(["BP (home) %d/%d, HR %d." % (r.randint(90, 150), r.randint(50, 90), r.randint(52, 100)), "No home BP machine.",
                        "Urine output good with furosemide.", "Appetite poor."]), "\n")
        if c.chance(0.45):
            d.add(fam.rel.capitalize(), " ",
                  fam.first().lower() if c.chance(0.3) else (fam.given_init() if c.chance(0.3) else fam.first()), " ", r.choice(["in background - says", "came on phone -", "reports"]), " ",
                  e["he"], r.choice([" not drinking enough", " has been eating more salty takeaways", " forgot tablets at the weekend",
                                     " is more breathless than " + e["he"] + " admits"]), ".\n")
        d.add("Plan: ", titration_line(c), ". ")
        if c.chance(0.5):
            d.add(r.choice(["D/w Dr", "Discussed with Dr", "Agreed with Dr"]), c.dot, " ", reg.sur(), " (", reg.role, "). ")
        d.add("Bloods ", c.Dw(_wd_after(c, when, 2, 6)), ". TCB ", c.Dw(_wd_after(c, when, 5, 10)), ".\n")
        if c.chance(0.25):
            d.add("Pharmacy: new dosette from ", Phi(r.choice(P.PHARM_NAMES), "HOSPITAL"), " (", Phi(c.phone("land"), "PHONE"), ") - faxed updated list to ",
                  Phi(c.phone("land"), "FAX"), ".\n")
        d.add(nurse.init_sur() if c.chance(0.5) else nurse.full(), r.choice([" HFSN", " RN", " CNS", ""]),
              r.choice(["", " bleep ", " ext "]))
        if d.parts[-1].endswith(" "):
            d.add(Phi(LF.pager(r, c.L), "PHONE"))
        d.add("\n\n")
    return d


def titration_clinic(c):
    r = c.r
    d = Doc()
    e = c.env()
    nurse = c.staff(r.choice(["HF Nurse Practitioner", "Heart Failure Nurse Specialist", "HF Clinic RN"]))
    cons = c.doctor("Cardiology")
    ef, kind, dxl = hf_dx(c)
    CH.letterhead(d, c, r.choice(["Heart Failure Clinic", "Nurse-led HF Titration Clinic", "Heart Function Clinic"]),
                  contact=True, email=c.chance(0.4))
    d.nl()
    d.add("Patient: ", CH.pt_name_header(c), "\n")
    d.add("DOB: ", c.Dh(c.dob), "  Age: ", c.A(), "  ")
    for lab, val in CH.id_list(c, plans=c.L in ("AU", "CA", "US"), acct=c.chance(0.4)):
        d.add(lab, ": ", val, "  ")
    d.add("\nClinic date: ", c.Dh(c.visit), "\nSupervising cardiologist: Dr", c.dot, " ", cons.full(), "\n")
    d.add("GP: Dr", c.dot, " ", c.gp.full(), ", ", c.gpprac.N(), "\n\n")
    d.add("Diagnosis: ", dxl, "\n")
    d.add("Device: ", r.choice(["none", "CRT-D", "ICD", "awaiting CRT assessment"]), ";  rhythm ", r.choice(["SR", "AF", "paced"]), "\n")
    d.add("Comorbidities: ", ", ".join(r.sample(["T2DM", "CKD 3b", "COPD", "HTN", "gout", "AF", "OSA", "anaemia".replace("aemia", "emia" if c.na else "aemia")], 3)), "\n\n")
    d.add(CH.meds_block(c, clin.CARD_MEDS if not c.us else clin.US_CARD_MEDS, 4, 7, "Current HF medication:"), "\n")
    d.add("Titration record\n")
    d.add(r.choice(["Date      ", "Visit date"]), " | BP      | HR | K   | Cr   | Change\n")
    day = c.ago(r.randint(40, 90))
    steps = []
    for i in range(r.randint(3, 6)):
        cr = ("%.2f" % r.uniform(0.8, 2.0)) if c.us else str(r.randint(70, 190))
        for _try in range(8):
            t = titration_line(c)
            if t not in steps:
                break
        steps.append(t)
        d.add(c.Dt(day), " | %d/%d | %d | %.1f | %s | " % (r.randint(92, 148), r.randint(54, 88), r.randint(52, 92), r.uniform(3.8, 5.6), cr),
              t, "\n")
        day += dt.timedelta(days=r.randint(10, 18))
        if day > c.visit:
            break
    d.add("\nToday: ", clin.vitals(c, 1), "\n")
    d.add("Symptoms: NYHA ", r.choice(["I", "II", "II", "III"]), ", ", r.choice(["no syncope", "mild dizziness", "fatigue improving"]), ".\n")
    d.add(PR.para(c, e, "cardiac", 1, 2), PR.para(c, e, "general_history", 1, 3), "\n")
    d.add("Discussed: ", r.choice(["sick day guidance (pause ACEi/ARNI, MRA, SGLT2i if vomiting)", "fluid restriction and daily weights",
                                   "driving and DVLA guidance".replace("DVLA", "licensing authority" if c.L != "UK" else "DVLA"), "palliative care options and ReSPECT form"]),
          ". ", c.pt.t(), r.choice([" attended alone.", " attended with " + c.relative().rel + " ", " attended with family."]))
    if d.parts[-1].endswith(" "):
        d.add(c.fam[-1].first(), ".")
    d.add("\n")
    d.add("Plan: ", titration_line(c), "; recheck ", c.D(c.next_weekday(10, 16)), ". ")
    if ef <= 35 and c.chance(0.5):
        d.add("EF remains %d%% - referred for device assessment (ICD/CRT). " % ef)
    d.add("\n\n", nurse.full(), ", ", nurse.role)
    if c.chance(0.5):
        lab, val = c.licence_for(nurse)
        d.add("  ", lab, " ", Phi(val, "LICENSE"))
    d.add("\n")
    if c.chance(0.5):
        d.add("Copy: Dr", c.dot, " ", c.gp.full(), " (", c.gpprac.N(), ")", r.choice([" by fax ", " via "]))
        if d.parts[-1] == " by fax ":
            d.add(Phi(c.gpprac.fax, "FAX"))
        else:
            d.add("secure email ", Phi("%s@%s" % (r.choice(["reception", "admin", "referrals"]), c.gpprac.domain), "EMAIL"))
        d.add("\n")
    return d


def telemonitoring(c):
    r = c.r
    d = Doc()
    e = c.env()
    nurse = c.staff("Telehealth HF Nurse")
    hub = "TH" + LF.digits(r, 7)
    d.add(c.hosp.N(), " - ", r.choice(["Remote Patient Monitoring", "HF Telemonitoring Programme", "Virtual Heart Failure Ward"]).replace("Programme", c.sp("Programme")), "\n")
    d.add(r.choice(["Weekly review", "Alert review", "Monitoring summary"]), " ", c.Dh(c.visit), "\n\n")
    d.add("Patient: ", c.pt.caps(1), "  ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), "  DOB ", c.Dh(c.dob), "\n")
    d.add("Enrolled: ", c.Dh(c.ago(r.randint(30, 300))), "   Hub serial: ", Phi(hub, "DEVICE"),
          "   Scales SN: ", Phi(LF.serial(r, "WS"), "DEVICE"), "\n")
    if c.chance(0.6):
        d.add("Portal login: ", c.username(c.pt), "   Last sync ", c.Dh(c.visit), " ", c.time())
        if c.chance(0.6):
            d.add(" from IP ", Phi(CH.rand_ip(c, public=True), "IPADDR"))
        d.add("\n")
    d.add("Diagnosis: ", hf_dx(c)[2], "\n")
    d.add("Alert thresholds: weight gain >2 kg in 3 days, SBP <90, HR >110, SpO2 <90%\n")
    d.add("Responsible clinician: Dr", c.dot, " ", c.doctor("Cardiology").full(), "\n")
    d.add("\nReadings (last 7 days):\n")
    day = c.ago(6)
    w = r.uniform(60, 120)
    for i in range(7):
        w += r.uniform(-0.5, 0.9)
        d.add(c.Dt(day), "  wt %.1f  BP %d/%d  HR %d  SpO2 %d%%%s\n" % (
            w, r.randint(94, 150), r.randint(52, 90), r.randint(54, 98), r.randint(90, 98),
            r.choice(["", "", "", "  ** ALERT wt gain"]) if i > 3 else ""))
        day += dt.timedelta(days=1)
    d.add("\nCurrent meds: ", "; ".join(clin.card_meds(c, r.randint(4, 6))), "\n")
    d.add("Last HF clinic: ", c.Dh(c.ago(r.randint(20, 120))), " (", c.doctor("Cardiology").t(), "); next ", c.Dh(c.next_weekday(20, 90)), "\n")
    d.add("\nAction: phoned ", c.pt.t(), " on ", Phi(c.pmob, "PHONE"), ". ",
          r.choice(["Reports more breathless; advised extra furosemide 40 mg x3 days per plan.",
                    "Scales moved to carpet - reading error. No action.", "Well. Continue monitoring.",
                    "Advised to attend ED if worse - declined, will see GP tomorrow."]), "\n")
    d.add("Previous alerts: ")
    for i in range(r.randint(1, 3)):
        d.add("; " if i else "", c.Dt(c.ago(r.randint(8, 60))), " ", r.choice(["wt gain 2.4 kg", "SBP 86", "no reading 48 h", "HR 118 (AF)"]))
    d.add("\n")
    d.add(PR.para(c, e, "general_history", 1, 3), "\n")
    d.add("Support: portal help at ", c.web(c.hosp, r.choice(["telehealth", "remote-monitoring", "heartfailure/telehealth"])), "\n")
    d.add("\n", nurse.full(), ", ", nurse.role, "\n")
    if c.chance(0.6):
        CH.ehr_footer(d, c, nurse, ip=CH.rand_ip(c), user=True)
    return d


def nav_call(c):
    """US/CA post-discharge heart failure nurse navigator call."""
    r = c.r
    d = Doc()
    e = c.env()
    nurse = c.staff("HF Nurse Navigator")
    fam = c.relative(r.choice(["daughter", "son", "wife" if c.sex == "M" else "husband"]))
    agency = Phi(r.choice(["Bayview Home Health", "Cardinal Home Care", "Sunrise Visiting Nurses", "Harmony Home Health Services"]), "ORGANIZATION")
    d.add(r.choice(["HEART FAILURE TRANSITIONS OF CARE CALL", "Post-Discharge Phone Call - Heart Failure", "HF 48-hour follow-up call"]), "\n")
    d.add("Patient: ", c.pt.caps(r.choice([1, 0])), "   MRN ", Phi(c.mrn, "MRN"), "   DOB ", c.Dh(c.dob), "\n")
    dis = c.ago(r.randint(2, 5))
    adm = dis - dt.timedelta(days=r.randint(3, 9))
    d.add("Admission: ", c.Dh(adm), " - ", c.Dh(dis), ", ", c.hosp.N(), ", ", r.choice([Phi(r.choice(["4 West", "5 North", "6 East", "3 South"]), "HOSPITAL"), "CCU", "Telemetry"]), " room ",
          Phi(str(r.randint(200, 640)) + r.choice(["", "A", "B"]), "LOCATION_OTHER"), "\n")
    d.add("Call date: ", c.Dh(c.visit), " ", c.time12() if c.us else c.time(), "   Spoke with: patient and ", fam.rel, " ", fam.full(),
          " (", Phi(fam.phone, "PHONE"), ")\n\n")
    d.add("Since discharge: ", PR.para(c, e, "general_history", 2, 3), "\n")
    d.add("Discharge diagnosis: ", r.choice(["acute on chronic HFrEF", "acute decompensated HFpEF", "new-onset HFrEF, EF 25%",
                                              "HF exacerbation precipitated by dietary indiscretion"]), "\n")
    d.add("Medication reconciliation (discharge list vs bottles at home):\n")
    for m in clin.card_meds(c, r.randint(5, 8)):
        d.add("  - ", m, r.choice(["  - taking", "  - taking", "  - not yet picked up", "  - confused with old bottle, removed"]), "\n")
    dw0 = r.uniform(140, 260)
    d.add("Discharge weight ", "%.1f" % dw0, " lb; today ", "%.1f" % (dw0 + r.uniform(-2, 4)), " lb. ")
    d.add(r.choice(["Denies SOB at rest.", "Mild DOE.", "Some swelling in feet."]), " ")
    d.add("Has all discharge meds from ", Phi(r.choice(P.PHARM_NAMES), "HOSPITAL"), ". ")
    d.add(agency, " RN first visit scheduled ", c.Dw(c.next_weekday(1, 3)), ".\n")
    d.add("Follow-up appointments: HF clinic ", c.D(c.later(r.randint(5, 10))), "; PCP ", c.gp.t(), " ", c.D(c.later(r.randint(4, 14))), ".\n")
    d.add("Teach-back completed on daily weights, 2 g sodium diet, when to call. Red-flag handout given.\n")
    d.add("Barriers: ", r.choice(["transportation - referred to ride program", "cost of sacubitril/valsartan - copay card applied",
                                  "lives alone; ", "health literacy - daughter manages meds", "none identified"]))
    if d.parts[-1].endswith("; "):
        d.add("neighbor ", c.relative("neighbour").full(), " checks in daily")
    d.add(".\n")
    if c.chance(0.5):
        d.add("Patient portal activated - username ", c.username(c.pt), ".\n")
    d.add("\n", nurse.full(), ", RN, ", nurse.role, "  ", Phi(c.phone("land") + " " + LF.extension(r, c.L), "PHONE"), "\n")
    return d


def build(c):
    r = c.r
    if c.L in ("US", "CA"):
        f = r.choice([nav_call, telemonitoring, titration_clinic, tel_review, nav_call])
    elif c.L in ("AU", "NZ"):
        f = r.choice([home_visit, tel_review, titration_clinic, telemonitoring])
    else:
        f = r.choice([home_visit, home_visit, tel_review, titration_clinic, telemonitoring])
    return f(c), f.__name__
