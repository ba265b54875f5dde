"""Inpatient genres: discharge summary, admission H&P, progress note, nursing discharge
instructions."""
import datetime as dt

import clinical as K
import gcommon as G
from core import T


def _lines_tubes(c):
    return c.pick([
        "Foley catheter placed %s, removed %s; voiding spontaneously." % (c.day(0), c.day(min(2, c.los))),
        "Right basilic PICC placed %s (tip at cavoatrial junction), removed prior to discharge." % c.day(1),
        "Peripheral IVs only. No Foley.",
        "Foley catheter placed in the ED and removed on %s after a successful voiding trial." % c.nth(2),
        "Telemetry %s; no events. Foley %s." % (c.drange(0, 2), c.drange(0, 1)),
        "Swan-Ganz catheter was not required. Arterial line %s-%s." % (c.day(0, kind="short"), c.day(1, kind="short")),
    ])


def _hosp_block(c):
    s = c.pick([0, 1, 2])
    if s == 0:
        return "%s\n%s\nMain: %s" % (c.H(), c.addr_line(c.hosp_addr), c.Ph())
    if s == 1:
        return T("HOSPITAL", c.hosp.upper())
    return "%s | %s" % (c.H(), c.city_state(c.hosp_addr))


# ---------------------------------------------------------------------------
def discharge_summary(c):
    sc = K.pick_scen(c)
    att, res, pcp, cons = c.att_doc(), c.res_doc(), c.pcp_doc(), c.cons_doc()
    out = []
    out.append(_hosp_block(c))
    out.append("")
    out.append(c.pick(["DISCHARGE SUMMARY", "Discharge Summary", "HOSPITAL DISCHARGE SUMMARY",
                       "%s Discharge Summary" % sc["svc"]]))
    out.append("")
    out.append(G.patient_header(c, extra_dates=[
        (c.pick(["Admission Date", "Date of Admission", "ADMIT DATE", "Admitted"]), c.dt(c.d0, kind="head")),
        (c.pick(["Discharge Date", "Date of Discharge", "DISCHARGE DATE", "Discharged"]), c.dt(c.dc, kind="head"))]))
    if c.chance(0.45):
        out.append(G.insurance_line(c))
    if c.chance(0.12):
        out.append(G.ssn_line(c))
    out.append("Attending: %s    Service: %s" % (c.D(att, c.pick(["lf_cred", "full_cred", "dr_full"])), sc["svc"]))
    out.append("Resident: %s, pager %s" % (c.D(res, "full_cred"), T("PHONE", c.pager())))
    out.append("PCP: %s, %s (%s)" % (c.D(pcp), c.H(c.clinic_name()), c.Ph()))
    if c.chance(0.6):
        out.append("Discharging unit: %s, room %s" % (c.ward_bare(), c.fill("{rm}")))
    out.append("")
    out.append("PRINCIPAL DIAGNOSIS: %s" % sc["dx"])
    out.append("")
    out.append("SECONDARY DIAGNOSES:")
    for p in c.sample(sc["pmh"], c.ri(2, len(sc["pmh"]))):
        out.append("- " + p)
    out.append("")
    out.append("CONSULTANTS: %s (%s)%s" % (c.D(cons, "dr_full"), sc["cons_svc"],
                                           c.pick(["", "; Physical Therapy; Case Management",
                                                   "; %s (%s)" % (c.D(c.new_doc("md"), "dr_last"),
                                                                  c.pick(["palliative care", "nutrition", "wound care"]))])))
    out.append("")
    if sc["procs"]:
        out.append("PROCEDURES:")
        for i, p in enumerate(sc["procs"]):
            out.append("- %s, %s" % (p, c.day(min(i + 1, c.los))))
        out.append("")
    out.append("HISTORY OF PRESENT ILLNESS:")
    out.append(c.fill(sc["hpi"]))
    out.append("")
    out.append("PAST MEDICAL HISTORY:")
    out.append("\n".join("- " + x for x in sc["pmh"]))
    out.append("")
    out.append("PAST SURGICAL HISTORY:")
    out.append(G.surgical_history(c))
    out.append("")
    out.append("SOCIAL HISTORY: " + G.social_history(c))
    out.append("")
    out.append("FAMILY HISTORY: " + G.family_history(c))
    out.append("")
    out.append("ALLERGIES: " + c.pick(K.ALLERGIES))
    out.append("")
    out.append("ADMISSION EXAM: " + K.vitals(c, sick=True, short=True) + ". " + sc["exam"])
    out.append("")
    out.append("HOSPITAL COURSE:")
    out.append(c.pick([
        "%s was admitted to the %s service under %s." % (c.PT(), sc["svc"], c.D(att)),
        "The patient was admitted from the ED on %s. Hospital course by problem:" % c.day(0),
        "%s was transferred from %s on %s for a higher level of care." % (c.PT(), c.H(c.outside_hosp()), c.day(0)),
    ]))
    for i, (prob, txt) in enumerate(sc["course"]):
        out.append("")
        out.append("#%d %s: %s" % (i + 1, prob, c.fill(txt)))
    out.append("")
    out.append("Lines/tubes: " + _lines_tubes(c))
    if c.chance(0.5):
        out.append("Level of care: %s %s, then transferred to %s on %s." % (
            c.pick(["MICU", "step-down unit", "CCU", "neuro ICU"]), c.drange(0, 1), c.ward_phrase(), c.day(1)))
    out.append("")
    v0 = K.lab_values(c, sc["labs"])
    v1 = K.lab_values(c)
    out.append("PERTINENT RESULTS:")
    out.append("Admission (%s): %s. %s." % (c.day(0, kind="short"), K.cbc_str(v0), K.bmp_str(v0)))
    if c.chance(0.5):
        out.append("LFTs %s: %s." % (c.day(0, kind="short"), K.lft_str(v0)))
    out.append("Discharge (%s): %s. %s." % (c.dt(c.dc, kind="short"), K.cbc_str(v1), K.bmp_str(v1, 1)))
    out.append("Imaging %s - %s" % (c.day(0), sc["imaging"]))
    out.append("")
    out.append("CONDITION AT DISCHARGE: %s" % c.pick([
        "Stable. Alert and oriented x3, ambulating independently.",
        "Improved. Ambulating with a rolling walker. Tolerating diet.",
        "Fair. Requires assistance with ADLs; A&O x2 (baseline)."]))
    disp = c.pick(["home", "home_svc", "snf"])
    if disp == "home":
        out.append("DISPOSITION: Home with %s." % c.fam_phrase(c.main_fam_kind()))
    elif disp == "home_svc":
        agency = c.pick(["%s Home Health" % c.pick(["Lakeshore", "Trinity", "Silver Lake", "Evergreen", "Compass"]),
                         "%s Visiting Nurses" % c.pick(["Northside", "Harbor", "Valley", "Pioneer"])])
        out.append("DISPOSITION: Home with services - skilled nursing and PT through %s (%s); first visit %s." % (
            T("HOSPITAL", agency), c.Ph(), c.dt(c.dc + dt.timedelta(days=1))))
    else:
        out.append("DISPOSITION: Discharged to %s for short-term rehabilitation. Report called to %s at %s." % (
            c.H(c.snf_name()), c.D(c.new_doc("rn"), "full_cred"), c.Ph()))
        if c.loc == "US" and c.chance(0.6):
            out.append("Authorization from %s obtained %s, reference # %s (member ID %s)." % (
                T("ORGANIZATION", c.insurer()), c.day(max(0, c.los - 1)), T("IDNUM", c.digits(9)),
                T("HEALTHPLAN", c.healthplan())))
    out.append("")
    out.append("DISCHARGE MEDICATIONS:")
    out.append(G.med_list(c, sc["meds"], numbered=c.chance(0.5)))
    if c.chance(0.5):
        out.append("STOP taking: %s" % c.pick(["naproxen", "ibuprofen", "lisinopril", "glipizide", "home oxygen at night"]))
    out.append("")
    out.append("DIET: %s" % sc["diet"])
    out.append("ACTIVITY: %s" % c.pick(["As tolerated.", "No lifting over 10 lb for 2 weeks.",
                                        "Walk 3-4 times a day; no driving while taking oxycodone."]))
    out.append("")
    out.append("FOLLOW-UP APPOINTMENTS:")
    specs = sc["fu"][:]
    for sp in specs[: c.ri(2, 3)]:
        out.append(G.followup(c, sp))
    out.append("Labs: BMP and CBC on %s at %s." % (c.dt(c.dc + dt.timedelta(days=c.ri(3, 7))),
                                                  c.H(c.clinic_name())))
    out.append("")
    out.append("PENDING AT DISCHARGE: %s" % c.pick([
        "Blood culture from %s (accession %s) - final read pending; PCP to follow." % (
            c.day(min(2, c.los)), T("IDNUM", c.accession("lab"))),
        "Surgical pathology, case %s." % T("IDNUM", c.accession("path")),
        "None."]))
    out.append("")
    hcp = c.fam(c.main_fam_kind())
    out.append("CODE STATUS: %s. Health care proxy: %s (%s), %s." % (
        c.pick(["Full code", "DNR/DNI", "Full code", "DNR, OK to intubate"]), c.F(hcp, "full"), hcp.relation, c.Ph()))
    out.append("")
    out.append("More than 30 minutes were spent on discharge planning and coordination.")
    out.append("")
    if c.loc == "US" and c.chance(0.7):
        out.append(G.dictation_footer(c, c.pick([att, res]), cc=[pcp, cons]))
    else:
        out.append(G.esign(c, att, c.dc))
        if c.chance(0.5):
            out.append("cc: %s, %s" % (c.D(pcp, "dr_full"), c.H(c.clinic_name())))
    if c.chance(0.3):
        out.append("Prescriber DEA: %s  NPI: %s" % (T("LICENSE", c.dea(att)), T("LICENSE", c.npi()))
                   if c.loc == "US" else "%s %s" % (c.license_label(), T("LICENSE", c.license_other())))
    return "\n".join(out)


# ---------------------------------------------------------------------------
ROS = ("Review of systems: 12-point review negative except as noted in the HPI. Specifically no "
       "headache, vision change, hematuria or rash.")


def admission_hp(c):
    sc = K.pick_scen(c)
    att, res, pcp = c.att_doc(), c.res_doc(), c.pcp_doc()
    out = []
    out.append(c.pick(["ADMISSION HISTORY AND PHYSICAL", "History & Physical", "H&P - %s Admission" % sc["svc"],
                       "ADMISSION NOTE"]))
    out.append(_hosp_block(c))
    out.append("")
    out.append(G.patient_header(c, extra_dates=[("Date of admission", "%s %02d:%02d" % (
        c.dt(c.d0, kind="head"), c.ri(0, 23), c.ri(0, 59)))]))
    if c.chance(0.4):
        out.append(G.insurance_line(c))
    if c.chance(0.08):
        out.append(G.ssn_line(c))
    src = c.pick(["ed", "ed", "transfer", "direct"])
    if src == "ed":
        out.append("Source: Emergency Department, %s" % c.H())
    elif src == "transfer":
        out.append("Source: Transfer from %s, %s (accepting: %s)" % (c.H(c.outside_hosp()), c.city_state(c.make_address()),
                                                                     c.D(att, "dr_last")))
    else:
        out.append("Source: Direct admission from %s" % c.H(c.clinic_name()))
    out.append("PCP: %s" % c.D(pcp))
    out.append("Location: %s, bed %s" % (c.ward_bare(), T("LOCATION_OTHER", str(c.ri(1, 4)) if c.chance(0.5) else c.room_no())))
    out.append("Source of history: patient, %s, and outside records." % c.fam_phrase(c.main_fam_kind(), "the patient's"))
    out.append("")
    out.append("CHIEF COMPLAINT: \"%s\"" % c.pick([sc["cc"].capitalize(), "I can't catch my breath",
                                                  "My %s made me come in" % c.fam(c.main_fam_kind()).relation,
                                                  sc["cc"].capitalize()]))
    out.append("")
    out.append("HISTORY OF PRESENT ILLNESS:")
    out.append(c.fill(sc["hpi"]))
    v0 = K.lab_values(c, sc["labs"])
    out.append("")
    out.append("In the ED: %s. Labs notable for %s. %s Received %s." % (
        K.vitals(c, sick=True, short=True), ", ".join("%s %s" % (k, v) for k, v in sc["labs"].items()),
        sc["imaging"], c.pick(["1 L LR", "IV furosemide 40 mg", "ceftriaxone 1 g IV", "aspirin 325 mg",
                               "ondansetron 4 mg IV and morphine 4 mg IV", "methylprednisolone 125 mg IV"])))
    out.append("")
    out.append(ROS)
    out.append("")
    out.append("PAST MEDICAL HISTORY:\n" + "\n".join("- " + x for x in sc["pmh"]))
    out.append("")
    out.append("PAST SURGICAL HISTORY:\n" + G.surgical_history(c))
    out.append("")
    out.append("HOME MEDICATIONS (verified with %s and %s):" % (c.H(c.pharmacy()), c.fam_phrase(c.main_fam_kind(), "the patient's")))
    out.append(G.med_list(c, G.home_meds(c)))
    out.append("")
    out.append("ALLERGIES: " + c.pick(K.ALLERGIES))
    out.append("")
    out.append("SOCIAL HISTORY: " + G.social_history(c))
    out.append("")
    out.append("FAMILY HISTORY: " + G.family_history(c))
    out.append("")
    out.append("PHYSICAL EXAMINATION:")
    out.append("Vitals: " + K.vitals(c, sick=True))
    out.append("General: %s" % c.pick(["Ill-appearing, mild respiratory distress.", "Uncomfortable but nontoxic.",
                                       "Elderly, frail, in no acute distress."]))
    out.append("HEENT: MMM, anicteric, oropharynx clear. Mallampati class II.")
    out.append("CV/Resp/Abd: " + sc["exam"])
    out.append("Neuro: A&O x3, CN II-XII intact, strength 5/5 throughout unless noted, Romberg test deferred.")
    out.append("Skin: No rashes. Sacrum intact.")
    out.append("Other: %s" % c.pick(["Negative Homans' sign bilaterally. No Virchow's node.",
                                     "No Kerley B lines on the bedside film; no Trendelenburg gait.",
                                     "Negative Murphy's sign. No Cushingoid features.",
                                     "Chvostek and Trousseau signs negative.",
                                     "No stigmata of Wilson's disease (no Kayser-Fleischer rings).",
                                     "Foley catheter in place, draining clear yellow urine."]))
    out.append("")
    out.append("DATA: %s %s. %s." % (c.day(0, kind="short"), K.cbc_str(v0), K.bmp_str(v0)))
    out.append("ECG: %s" % c.pick(["sinus tachycardia 112, normal axis, no acute ST changes.",
                                   "atrial fibrillation with RVR 142, no ST elevation.",
                                   "NSR 78, LVH by voltage, no change from tracing of %s." % c.dt(c.past_date(), kind="narr")]))
    out.append("")
    out.append("ASSESSMENT AND PLAN:")
    out.append("%s is %s with %s who is admitted with %s." % (
        c.PT(), c.intro(), G.lc(", ".join(sc["pmh"][:2])), G.lc(sc["dx"])))
    for i, (prob, _) in enumerate(sc["course"][:3]):
        out.append("")
        out.append("%d. %s" % (i + 1, prob))
        if i == 0:
            for p in sc["soap_plan"]:
                out.append("- " + p)
        else:
            out.append("- " + c.pick(["Continue home regimen, monitor.", "Trend labs daily.",
                                      "Will discuss with %s in the morning." % c.D(c.cons_doc(), "dr_last")]))
    out.append("")
    out.append("FEN: %s. PPx: heparin 5,000 units subcut q8h. Code: %s (confirmed with patient and %s)." % (
        sc["diet"].capitalize(), c.pick(["Full code", "DNR/DNI"]), c.F(c.fam(c.main_fam_kind()))))
    out.append("Emergency contact: " + G.contact_line(c))
    out.append("Dispo: anticipate %d-%d day stay." % (c.ri(2, 3), c.ri(4, 6)))
    out.append("")
    out.append("%s, pager %s" % (c.D(res, "full_cred"), T("PHONE", c.pager())))
    out.append("")
    out.append("Attending attestation: I saw and examined the patient with %s on %s, reviewed the data and agree "
               "with the assessment and plan as documented. %s" % (c.D(res, "dr_last"), c.day(0), c.D(att, "full_cred")))
    return "\n".join(out)


# ---------------------------------------------------------------------------
def progress_note(c):
    sc = K.pick_scen(c)
    att, res = c.att_doc(), c.res_doc()
    k = c.ri(1, max(1, c.los - 1))
    today = c.d0 + dt.timedelta(days=k)
    out = []
    out.append(c.pick(["%s PROGRESS NOTE" % sc["svc"].upper(), "Daily Progress Note", "SOAP Note - %s" % sc["svc"],
                       "Hospitalist Progress Note"]))
    out.append("%s | %s %s | Rm %s | HD #%d" % (c.PT(c.pick(["LF", "lf", "full"])), c.mrn_label(), T("MRN", c.mrn()),
                                                c.fill("{rm}"), k + 1))
    out.append("Date of service: %s" % c.dt(today, style=c.pick({"US": ["wd_long", "mdy", "wd_mdy"], "UK": ["wd_dmy", "d_month_y"],
                                                                  "CA": ["iso", "wd_long"], "AU": ["dmy", "wd_d_month"]}[c.loc])))
    out.append("Admit date: %s    Attending: %s" % (c.dt(c.d0, kind="head"), c.D(att, "dr_full")))
    out.append("")
    out.append("S:")
    rn = c.rn_doc()
    out.append(c.pick([
        "Overnight: called by RN %s for HR 120s at 0230, resolved after IV fluids and pain control." % c.D(rn, "first"),
        "No acute events overnight per nursing (%s)." % c.D(rn, "full_cred"),
        "Overnight cross-cover (%s) gave 1 mg lorazepam for agitation at 0100." % c.D(c.new_doc("res"), "dr_last"),
    ]))
    out.append(" ".join(c.sample(sc["soap_s"], 2)))
    if c.chance(0.6):
        out.append("Updated %s by phone at %s." % (c.fam_phrase(c.main_fam_kind()), c.pick(["1515", "0930", "4 PM", "noon"])))
    out.append("")
    out.append("O:")
    out.append("Vitals (24h): " + K.vitals(c, sick=c.chance(0.3)))
    out.append("I/O: %d / %d mL (net %s)." % (c.ri(900, 2400), c.ri(1100, 4200), c.pick(["negative", "positive", "even"])))
    out.append("Exam: " + sc["exam"])
    out.append("")
    days = list(range(max(0, k - 2), k + 1))
    out.append("Labs:")
    out.append(K.lab_table(c, days, sc["labs"]))
    out.append("")
    out.append("Micro: Blood cx %s x2 - %s. Urine cx %s - %s." % (
        c.day(0, kind="short"), c.pick(["NGTD", "no growth at 48 h", "GPC in clusters 1/2, speciation pending"]),
        c.day(0, kind="short"), c.pick(["no growth", ">100K E. coli", "mixed flora"])))
    out.append("Imaging: " + sc["imaging"])
    if c.chance(0.5):
        out.append("Lines: PIV x2 (placed %s). %s" % (c.nth(0), c.pick(["Foley d/c'd today.", "No Foley.",
                                                                      "Tele %s." % c.drange(0, k)])))
    out.append("")
    out.append("A/P:")
    out.append("%s is %s admitted %s with %s, hospital day %d." % (c.PT(), c.intro(), c.day(0), G.lc(sc["dx"]), k + 1))
    for i, (prob, _) in enumerate(sc["course"][:3]):
        out.append("# %s" % prob)
        if i == 0:
            for p in sc["soap_plan"]:
                out.append("  - " + p)
        else:
            out.append("  - " + c.pick(["Stable, continue current management.", "Monitor.",
                                        "Follow up %s recs." % c.pick(["renal", "ID", "cardiology", "pharmacy"])]))
    out.append("# PPx: SCDs + enoxaparin 40 mg daily. Diet: %s. Code: Full." % sc["diet"])
    out.append("# Dispo: anticipate discharge %s to %s, pending %s." % (
        c.dt(today + dt.timedelta(days=c.ri(1, 3)), style=c.pick(["wd", "wd_md", "wd"] if c.loc == "US" else ["wd", "wd_d_month"])),
        c.pick(["home", c.H(c.snf_name())]), c.pick(["PT eval", "clinical improvement", "insurance authorization"])))
    out.append("")
    out.append(c.pick([
        "%s, pager %s" % (c.D(res, "full_cred"), T("PHONE", c.pager())),
        "Seen and discussed with attending %s. -- %s" % (c.D(att, "dr_last"), c.D(res, "full_cred")),
        G.esign(c, res, today),
    ]))
    return "\n".join(out)


# ---------------------------------------------------------------------------
LAY = {
    "chf": "heart failure (fluid build-up because the heart is not pumping strongly)",
    "copd": "a flare of your COPD (emphysema)", "pna": "pneumonia (a lung infection)",
    "nstemi": "a heart attack (NSTEMI); a stent was placed", "dka": "diabetic ketoacidosis (DKA)",
    "ugib": "bleeding from a stomach ulcer", "cellulitis": "a skin infection of the leg (cellulitis)",
    "pyelo": "a kidney infection with sepsis", "stroke": "a stroke",
    "afib": "atrial fibrillation (an irregular heartbeat)", "sbo": "a blocked small bowel",
    "panc": "pancreatitis caused by gallstones; your gallbladder was removed",
    "pe": "blood clots in the lungs (pulmonary embolism)", "aki": "kidney injury and a high potassium level",
}


def nursing_instructions(c):
    sc = K.pick_scen(c)
    rn, att = c.rn_doc(), c.att_doc()
    out = []
    out.append(c.H())
    out.append(c.pick(["PATIENT DISCHARGE INSTRUCTIONS", "Discharge Instructions - Nursing", "AFTER VISIT SUMMARY",
                       "Going Home: Your Discharge Instructions"]))
    out.append("")
    out.append("Name: %s    DOB: %s" % (c.PT(c.pick(["full", "fml", "LF"])), G.dob_line(c)))
    out.append("%s: %s    Unit: %s    Room/Bed: %s" % (c.mrn_label(), T("MRN", c.mrn()), c.ward_bare(),
                                                      T("LOCATION_OTHER", "%s-%s" % (c.room_no(), c.pick("ABC12")))))
    out.append("Discharge date: %s   Time: %02d:%02d" % (c.dt(c.dc, kind="head"), c.ri(10, 18), c.ri(0, 59)))
    fk = c.main_fam_kind()
    f = c.fam(fk)
    out.append("Discharged to: %s" % c.pick(["Home with %s %s" % (f.relation, c.F(f, "full")),
                                             "%s" % c.H(c.snf_name()), "Home (self-care)"]))
    out.append("Transportation: %s" % c.pick(["private vehicle, driven by %s (cell %s)" % (c.F(f, "first"), c.Ph()),
                                              "wheelchair van, %s (%s)" % (T("ORGANIZATION", c.pick(["Medi-Van", "CarePath Transport", "Sunrise Wheelchair Transport"])), c.Ph()),
                                              "taxi voucher"]))
    if c.chance(0.2):
        out.append("Identity verified at discharge by %s (biometric ID %s) and name/DOB." % (
            c.pick(["palm-vein scan", "fingerprint", "palm scan"]), T("BIOID", c.bioid())))
    out.append("")
    out.append("WHY YOU WERE IN THE HOSPITAL: You were treated for %s." % LAY[sc["key"]])
    out.append("Your hospital doctor was %s. Your nurse today was %s." % (c.D(att, "dr_full"), c.D(rn, "full_cred")))
    out.append("")
    out.append("YOUR MEDICINES:")
    for m in sc["meds"][: c.ri(min(4, len(sc["meds"])), len(sc["meds"]))]:
        m = c.fill(m)
        out.append("- %s  | next dose: %s" % (m, c.pick(["tonight at 9 PM", "tomorrow 8 AM", "2000 tonight",
                                                         "with supper", "at bedtime", "0800 tomorrow"])))
    out.append("Take 1/2 tablet only where noted. Bring this list to every appointment.")
    out.append("Your prescriptions were sent to %s, %s. Phone %s." % (
        c.H(c.pharmacy()), c.addr_line(c.make_address(business=True)), c.Ph()))
    out.append("")
    out.append("DIET: %s." % sc["diet"].capitalize())
    out.append("ACTIVITY: %s" % c.pick(["Walk at least 3 times a day. No heavy lifting (more than 10 pounds) for 2 weeks.",
                                        "Up as tolerated. Use your walker at all times.",
                                        "No driving until cleared by your doctor."]))
    out.append("")
    out.append("CALL YOUR DOCTOR OR RETURN TO THE EMERGENCY DEPARTMENT IF YOU HAVE:")
    for s in sc["signs"]:
        out.append("* " + s)
    out.append("Call %s at %s, or after hours the nurse line at %s. For an emergency call %s." % (
        c.D(c.pcp_doc(), "dr_last"), c.Ph(), c.Ph(), {"US": "911", "CA": "911", "UK": "999", "AU": "000"}[c.loc]))
    out.append("")
    out.append("FOLLOW-UP:")
    for sp in sc["fu"][:2]:
        out.append(G.followup(c, sp, with_addr=c.chance(0.6)))
    if c.chance(0.5):
        agency = c.pick(["Compass Home Health", "Trinity Visiting Nurses", "Evergreen Home Care", "Harbor Home Nursing"])
        out.append("Home care: %s will call you on %s to schedule the first nurse visit (%s)." % (
            T("HOSPITAL", agency), c.dt(c.dc + dt.timedelta(days=1), style=c.pick(["wd_mon_d", "wd", "mon_d"] if c.loc != "UK" else ["wd_d_month", "wd"])), c.Ph()))
    out.append("")
    if c.chance(0.55):
        out.append("PATIENT PORTAL: See your results and message your care team at %s. Username: %s. "
                   "Forgot your password? Call %s." % (T("URL", c.url()), T("USERNAME", c.username(c.pt)), c.Ph()))
    if c.chance(0.25):
        out.append("Questions about your bill? Email %s and quote account %s." % (
            T("EMAIL", "billing@" + c.hosp_domain()), T("ACCOUNT", c.acct())))
    out.append("")
    out.append("EDUCATION: Teach-back completed with patient and %s. %s" % (
        c.F(f), c.pick(['Patient states "%s will help me with the pills at night."' % ("my %s %s" % (f.relation, c.F(f, "lower"))),
                        'Pt verbalized understanding; said "i will call dr %s if i get worse."' % T("DOCTOR", c.pcp_doc().last.lower()),
                        "Printed materials given in %s." % c.pick(["English", "Spanish", "Vietnamese", "Arabic"])])))
    out.append("IV removed, site clean and dry. Belongings returned (glasses, phone, hearing aids).")
    if c.chance(0.5):
        out.append("When you call, please give your name, date of birth and medical record number (%s)." % T("MRN", c.mrn()))
    if c.chance(0.2):
        out.append("%s %s asked for updates by email: %s." % (c.His, f.relation, T("EMAIL", c.email(f))))
    out.append("")
    out.append("Nurse: %s   %s %02d:%02d" % (c.D(rn, c.pick(["full_cred", "fml_cred", "full_cred_nc"])), c.dt(c.dc, kind="head"),
                                          c.ri(10, 18), c.ri(0, 59)))
    out.append("Patient/caregiver signature: ______________________")
    return "\n".join(out)
