"""History and physical examinations: admission H&P, clinic new-patient H&P, pre-op H&P."""
import datetime as dt

import clinical as C
import pools
from core import M, fdate
from common import (first_sentence, lc, plan_for, H, HS, vitals, lab_line, med_list, pmh_list, psh_list, social_hx, family_hx, ros,
                    exam, signature, letterhead, time_str, reg_block, ins_line, pager, clinic_time,
                    country_m)


def _source(case):
    r = case.r
    srcs = ["patient"]
    f = case.fam[0]
    srcs.append("%s (%s)" % (f.rel, f.m("first")))
    if r.random() < 0.5:
        srcs.append("records from %s" % M("HOSPITAL", case.w.inst_name(pools.HOSP_PATTERNS)))
    else:
        srcs.append("ED chart")
    return ", ".join(srcs)


def _device_pmh(case):
    """sometimes the patient carries an implanted device"""
    r = case.r
    if r.random() < 0.18:
        kind = r.choice(["Dual-chamber pacemaker", "ICD", "Insulin pump", "Spinal cord stimulator",
                         "Cochlear implant", "Loop recorder"])
        return "%s placed %s (serial no. %s)" % (kind, M("DATE", str(case.adm.year - r.randint(1, 9))),
                                                  M("DEVICE", case.w.device_sn()))
    return None


def _ap(case, ctx):
    r = case.r
    out = []
    scn = case.scn
    out.append("1. %s. %s" % (scn["dx"], r.choice([
        "Admit to %s. " % r.choice(["telemetry", "medicine floor", "step-down", "ICU"]),
        "Admit inpatient, expected LOS > 2 midnights. "]) + first_sentence(case.fill(r.choice(scn["course"]), ctx))))
    i = 2
    for s in scn["sec"][:2]:
        out.append("%d. %s - monitor, treat as above." % (i, s))
        i += 1
    for k in case.chronic[:3]:
        out.append("%d. %s - %s" % (i, C.CHRONIC[k][0], r.choice(["continue home regimen.", "stable.",
                                                                  "hold for now, reassess in AM.",
                                                                  "resume home meds once taking PO."])))
        i += 1
    out.append("FEN: %s. DVT ppx: %s. Code: %s." % (
        r.choice(["NPO after midnight", "cardiac diet", "carb-controlled diet", "regular diet", "clears"]),
        r.choice(["enoxaparin 40 mg SC daily", "heparin 5000 units SC q8h", "SCDs (bleeding)", "on therapeutic anticoagulation"]),
        r.choice(["Full", "DNR/DNI", "Full (discussed with patient)"])))
    return "\n".join(out)


def hp_admission(case):
    r = case.r
    pt = case.pt
    ctx = case.ctx()
    out = []
    title = r.choice(["ADMISSION HISTORY AND PHYSICAL", "History & Physical", "HOSPITALIST ADMISSION NOTE",
                      "H&P - Internal Medicine"])
    out.append(title)
    out.append(case.hosp_m(up=case.caps))
    out.append("")
    out.append("Patient: %s    MRN: %s    DOB: %s" % (pt.m(r.choice(["LFM", "full", "LF"])), M("MRN", case.mrn),
                                                     case.D(case.dob)))
    out.append("Date of admission: %s  %s" % (case.D(case.adm), time_str(r, 0)))
    out.append("Location: %s, room %s, bed %s" % (M("HOSPITAL", case.unit), M("LOCATION_OTHER", case.room),
                                                M("LOCATION_OTHER", case.bed)))
    out.append("Admitting attending: %s   Resident: %s" % (case.att.dr("Dr. full"), case.res.dr("full, cred")))
    out.append("PCP: %s" % case.pcp.dr(r.choice(["Dr. full", "full, cred"])))
    out.append("Source of history: " + _source(case))
    out.append("")
    out.append(HS(case, "Chief Complaint"))
    out.append('"%s"' % case.scn["cc"].capitalize() if r.random() < 0.5 else case.scn["cc"].capitalize())
    out.append("")
    out.append(HS(case, "History of Present Illness"))
    out.append(case.fill(r.choice(case.scn["hpi"]), ctx))
    if r.random() < 0.5:
        out.append("In the ED: " + vitals(case, 0) + ". " + r.choice([
            "Labs notable as below.", "Received 1 L NS.", "Given IV antibiotics after cultures drawn.",
            "Seen by %s in the ED, who requested admission." % case.w.clinician().dr("Dr. last")]))
    out.append("")
    out.append(HS(case, "Review of Systems"))
    out.append(ros(case))
    out.append("")
    out.append(HS(case, "Past Medical History"))
    out.append(pmh_list(case))
    dev = _device_pmh(case)
    if dev:
        out.append("- " + dev)
    out.append("")
    out.append(HS(case, "Past Surgical History"))
    out.append(psh_list(case))
    out.append("")
    out.append(HS(case, "Medications"))
    out.append(med_list(case, case.home_meds))
    out.append("")
    out.append(HS(case, "Allergies"))
    out.append(case.allergy)
    out.append("")
    out.append(HS(case, "Social History"))
    out.append(social_hx(case, detail=2))
    out.append("")
    out.append(HS(case, "Family History"))
    out.append(family_hx(case))
    out.append("")
    out.append(HS(case, "Physical Exam"))
    out.append(vitals(case, r.choice([0, 1, 3])))
    out.append(exam(case, terse=case.terse))
    out.append("")
    out.append(H(case, "Labs"))
    out.append("%s: %s" % (case.D(case.adm, case.dss), lab_line(case, case.lab_adm, C.BMP)))
    out.append("CBC: " + lab_line(case, case.lab_adm, C.CBC))
    extra = [k for k in case.scn["labs"] if k not in C.BMP and k not in C.CBC]
    if extra:
        out.append("Other: " + lab_line(case, case.lab_adm, extra))
    if case.scn["imaging"]:
        out.append("")
        out.append(H(case, "Imaging"))
        out.append(case.scn["imaging"][0])
    out.append("")
    out.append(HS(case, "Assessment and Plan"))
    out.append("%s %s with %s admitted for %s." % (case.agey(), case.sexw(), ", ".join(
        C.CHRONIC[k][0] for k in case.chronic[:3]), lc(case.scn["dx"])))
    out.append(_ap(case, ctx))
    if r.random() < 0.6:
        f = case.fam[-1]
        out.append("HCP: %s %s, %s. %s" % (f.rel, f.m("full"), case.P(f.phone),
                                          r.choice(["Updated at bedside.", "Updated by phone.", "Aware of admission."])))
    out.append("")
    out.append(signature(case, case.res, case.adm))
    if r.random() < 0.7:
        out.append("")
        out.append("Attending attestation: I saw and examined the patient with Dr. %s on %s and agree with the "
                   "findings and plan as documented above. %s" % (
                       case.res.m("last"), case.D(case.adm + dt.timedelta(days=r.randint(0, 1))),
                       case.att.dr(r.choice(["full, cred", "fi_last cred"]))))
    return "\n".join(out)


def hp_clinic(case):
    r = case.r
    pt = case.pt
    clinic = case.pcp_clinic
    doc = case.pcp
    visit = case.adm
    out = []
    out.append(letterhead(case, inst=clinic, up=False))
    out.append("")
    out.append(r.choice(["NEW PATIENT VISIT - COMPREHENSIVE H&P", "New Patient History and Physical",
                         "Annual Physical / Establish Care"]))
    out.append("Visit date: %s   Provider: %s" % (case.D(visit, r.choice([case.ds, "wk_long"])), doc.dr("full, cred")))
    if r.random() < 0.4:
        ma = case.w.staff("CMA")
        out.append("Rooming: %s, CMA" % ma.m("full"))
    out.append("")
    out.append(reg_block(case))
    out.append("Preferred pharmacy: %s, %s" % (M("HOSPITAL", case.pharmacy), case.P(case.pharmacy_phone)))
    if r.random() < 0.5:
        ref = case.w.clinician()
        out.append("Referred by: Dr. %s" % ref.m("full"))
    if r.random() < 0.25:
        out.append("Identity verified at check-in with palm-vein scan (biometric ID %s)." % M("BIOID", case.w.bioid()))
    out.append("")
    out.append("CHIEF COMPLAINT: Establish care; " + r.choice(["medication refills", "follow-up after hospitalization",
                                                               "routine physical", "diabetes management",
                                                               "blood pressure check"]) + ".")
    out.append("")
    out.append("HPI: %s %s presents to establish care%s. %s" % (
        case.agey(), case.sexw(), r.choice([
            " after moving from %s, %s" % (M("CITY", case.w.town()), M("STATE", case.w.state()[1])),
            " after %s previous PCP, Dr. %s, retired" % (pt.his, case.w.clinician().m("full")),
            "", " at the request of %s %s" % (pt.his, case.fam[0].rel)]),
        r.choice(["Reports feeling generally well.", "Main concern today is fatigue.",
                  "Would like to discuss weight loss.", "Has been out of medications for two weeks."])))
    if r.random() < 0.5:
        out.append("Last hospitalization: %s at %s for %s." % (
            case.D(visit - dt.timedelta(days=r.randint(40, 700)), "month_year"),
            M("HOSPITAL", case.hosp["name"]), lc(case.scn["dx"])))
    out.append("")
    out.append("PAST MEDICAL HISTORY:")
    out.append(pmh_list(case))
    dev = _device_pmh(case)
    if dev:
        out.append("- " + dev)
    out.append("")
    out.append("PAST SURGICAL HISTORY: " + psh_list(case).replace("\n", "; "))
    out.append("")
    out.append("MEDICATIONS:")
    out.append(med_list(case, case.home_meds))
    out.append("ALLERGIES: " + case.allergy)
    out.append("")
    out.append("HEALTH MAINTENANCE:")
    hm = []
    y = visit.year
    hm.append("Colonoscopy: %s" % (M("DATE", str(y - r.randint(1, 9))) if case.age >= 45 else "n/a"))
    if case.sex == "F" and case.age >= 40:
        hm.append("Mammogram: %s" % M("DATE", fdate(visit - dt.timedelta(days=r.randint(100, 800)), "month_year")))
    fy = visit.year if visit.month >= 10 else visit.year - 1
    hm.append("Influenza vaccine: %s" % M("DATE", fdate(dt.date(fy, r.choice([9, 10, 10, 11]), r.randint(1, 28)), "mdy")))
    hm.append("Tdap: %s" % M("DATE", str(y - r.randint(1, 12))))
    if visit >= dt.date(2022, 3, 1):
        bdate = max(dt.date(2021, 10, 1), visit - dt.timedelta(days=r.randint(30, 500)))
        hm.append("COVID-19 booster: %s" % M("DATE", fdate(bdate, "mon_year")))
    if case.age >= 65:
        hm.append("Pneumococcal: PCV20 %s" % M("DATE", str(y - r.randint(0, 4))))
    out.extend("- " + x for x in hm)
    out.append("")
    out.append("SOCIAL HISTORY: " + social_hx(case, detail=2))
    out.append("FAMILY HISTORY: " + family_hx(case))
    out.append("")
    out.append("ROS: " + ros(case).replace("\n", "; "))
    out.append("")
    out.append("EXAM:")
    out.append(vitals(case, 1, normal=True))
    out.append(exam(case, terse=True))
    out.append("")
    out.append("ASSESSMENT/PLAN:")
    for i, k in enumerate(case.chronic[:4]):
        out.append("%d. %s: %s" % (i + 1, C.CHRONIC[k][0], plan_for(case, k)))
    out.append("Labs today: CMP, CBC, lipid panel, A1c, TSH. Order # %s." % M("IDNUM", case.w.idnum("order", visit.year)))
    out.append("RTC in %s. %s" % (r.choice(["3 months", "6 weeks", "4 months", "1 year"]), r.choice([
        "Portal sign-up completed; username %s." % M("USERNAME", (pt.first[0] + pt.last).lower().replace("'", "").replace(" ", "") + str(case.dob.year)),
        "Patient prefers contact by phone.", "Results will be released to the patient portal.",
        "Visit summary emailed to %s." % (M("EMAIL", case.email) if case.email else "patient")])))
    out.append("")
    out.append(signature(case, doc, visit, r.choice([0, 1, 2, 4, 6])))
    return "\n".join(out)


def hp_preop(case):
    r = case.r
    pt = case.pt
    proc = r.choice(C.PROCEDURES)
    surg = case.w.clinician(spec=proc["spec_svc"])
    sdate = case.adm + dt.timedelta(days=r.randint(3, 21))
    out = []
    out.append("PRE-OPERATIVE HISTORY & PHYSICAL")
    out.append("%s  %s" % (case.hosp_m(), case.D(case.adm)))
    out.append("")
    out.append("Pt: %s   %s%s   MRN %s   DOB %s" % (pt.m(r.choice(["LF", "LF_UP", "full"])), case.A(),
                                                  case.sex, M("MRN", case.mrn), case.D(case.dob)))
    out.append("Surgeon: %s (%s)" % (surg.dr("Dr. full"), proc["spec_svc"]))
    out.append("Planned procedure: %s" % proc["name"])
    out.append("Date of surgery: %s" % case.D(sdate, r.choice([case.ds, "wk_long", "wk_md"])))
    out.append("Referring: %s" % case.pcp.dr("Dr. last"))
    out.append("")
    out.append("HPI: %s %s with %s, planned for %s. %s" % (
        case.agey(r.choice(["yo", "yo_nosp", "y/o", "yo-dash"])), case.sexw(), lc(proc["pre"]),
        lc(proc["name"]), r.choice([
            "Failed conservative management.", "Symptoms limiting ADLs.", "Discussed risks/benefits.",
            "Imaging reviewed."])))
    out.append("Functional capacity: %s" % r.choice(["> 4 METs, climbs 2 flights", "< 4 METs", "walks 1 block, limited by knee pain"]))
    out.append("")
    out.append("PMH: " + ", ".join(C.CHRONIC[k][0] for k in case.chronic))
    dev = _device_pmh(case)
    if dev:
        out.append("Device: " + dev)
    out.append("PSH: " + psh_list(case).replace("\n", "; "))
    out.append("Anesthesia hx: %s. FHx malignant hyperthermia: %s." % (
        r.choice(["No complications", "PONV after prior surgery", "Difficult airway noted"]), "denies"))
    out.append("Meds: " + "; ".join(case.home_meds))
    out.append("Allergies: " + case.allergy)
    out.append("SH: " + social_hx(case, detail=1))
    out.append("")
    out.append("PE: " + vitals(case, 2, normal=True))
    out.append("Airway: Mallampati %s, TMD > 3 FB, full neck ROM" % r.choice(["I", "II", "III"]))
    out.append(exam(case, terse=True))
    out.append("")
    out.append("Labs (%s): %s" % (case.Ds(case.adm - dt.timedelta(days=r.randint(0, 5))),
                                  lab_line(case, case.lab_dis, ["Na", "K", "Cr", "Glu", "Hgb", "Plt", "INR"], 1)))
    out.append("ECG: " + r.choice(["NSR, no acute changes.", "Sinus rhythm with 1st degree AV block.",
                                   "NSR, LVH by voltage."]))
    out.append("")
    out.append("Assessment: ASA %s. %s" % (r.choice(["II", "III", "II", "III", "IV"]), r.choice([
        "Acceptable risk for planned procedure.", "Medically optimized.", "Cleared from medical standpoint."])))
    out.append("Plan: NPO after midnight. Hold %s. Type & screen, specimen # %s." % (
        r.choice(["metformin morning of surgery", "apixaban 48 h prior", "lisinopril morning of surgery",
                  "aspirin 7 days prior (per surgeon)"]), M("IDNUM", case.w.idnum("blood", case.adm.year))))
    out.append("Consent signed; witness %s, RN." % case.nurses[0].m("full"))
    out.append("Ride home: %s %s %s" % (pt.his, case.fam[0].rel, case.P(case.fam[0].phone)))
    out.append("")
    out.append(signature(case, case.res if r.random() < 0.5 else surg, case.adm))
    return "\n".join(out)


VARIANTS = [hp_admission, hp_clinic, hp_preop]


def make(case, i):
    fn = case.r.choices(VARIANTS, weights=[0.5, 0.3, 0.2])[0]
    return fn(case)
