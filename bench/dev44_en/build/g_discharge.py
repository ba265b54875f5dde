"""Discharge summaries: dictated, EHR-templated, letter to PCP, transfer to facility."""
import datetime as dt

import clinical as C
import pools
from core import M, fdate
from common import (lc, clinic_time, H, vitals, lab_table, lab_line, med_list, pmh_list, psh_list, social_hx,
                    signature, dictation_footer, letterhead, followup_lines, time_str, pager, C as _C)


def _dx_list(case):
    s = case.scn
    items = [s["dx"]] + list(s["sec"]) + [C.CHRONIC[k][0] for k in case.chronic[:3]]
    seen, out = set(), []
    for x in items:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


DRUG_CLASS = {"atorvastatin": "statin", "rosuvastatin": "statin", "simvastatin": "statin",
              "apixaban": "anticoag", "warfarin": "anticoag", "omeprazole": "ppi", "pantoprazole": "ppi",
              "furosemide": "loop", "torsemide": "loop", "amoxicillin": "abx", "cephalexin": "abx",
              "insulin": "insulin", "prednisone": "steroid"}


def home_kept(case):
    """home medications that survive the discharge reconciliation"""
    new = case.scn["dc_new"]
    new_names = {m.split()[0] for m in new}
    new_classes = {DRUG_CLASS.get(x) for x in new_names} - {None}
    out = []
    for m in case.home_meds:
        name = m.split()[0]
        if name in new_names or DRUG_CLASS.get(name) in new_classes:
            continue
        if any(name in st for st in case.scn["stopped"]):
            continue
        if m not in out:
            out.append(m)
    return out


def _dc_meds(case):
    return list(case.scn["dc_new"]) + home_kept(case)


def _procs(case, ctx):
    r = case.r
    out = []
    for p in case.scn["procs"]:
        out.append("%s (%s)" % (p, ctx["d_proc"] if r.random() < 0.5 else case.D(case.proc_date)))
    return out


def dispo(case):
    r = case.r
    x = r.random()
    if case.scn["key"] in ("hipfx", "stroke") or (x < 0.15 and case.age >= 65):
        fac = case.w.inst_name(pools.FACILITY_PATTERNS)
        return "Discharged to %s for short-term rehabilitation." % M("HOSPITAL", fac), fac
    if x < 0.35:
        agency = case.w.inst_name(["{town} Home Health", "{surname} Visiting Nurses", "{town} VNA",
                                   "{town} Home Care Services"])
        return "Home with home health services (%s) for nursing and PT." % M("HOSPITAL", agency), None
    f = case.fam[0]
    return "Home with %s %s." % (case.pt.his, f.rel + " " + f.m("first")), None


def ds_dictated(case):
    r = case.r
    pt = case.pt
    ctx = case.ctx()
    out = []
    out.append(letterhead(case, up=True, url=False))
    out.append("")
    out.append("DISCHARGE SUMMARY")
    out.append("")
    out.append("PATIENT NAME: %-30s MR#: %s" % (pt.m("LFM"), M("MRN", case.mrn)))
    out.append("DATE OF BIRTH: %s    AGE: %s    SEX: %s" % (case.D(case.dob), case.A(), case.sex))
    out.append("ACCOUNT #: %s" % M("ACCOUNT", case.acct))
    out.append("ADMISSION DATE: %s" % case.D(case.adm))
    out.append("DISCHARGE DATE: %s" % case.D(case.dis))
    out.append("ATTENDING PHYSICIAN: %s" % case.att.dr("LFM"))
    out.append("PRIMARY CARE PHYSICIAN: %s" % case.pcp.dr(r.choice(["Dr. full", "full, cred", "LF cred"])))
    if r.random() < 0.5:
        out.append("ROOM: %s" % M("LOCATION_OTHER", case.room))
    out.append("")
    out.append("ADMITTING DIAGNOSIS: " + case.scn["dx"] + ".")
    out.append("")
    out.append("DISCHARGE DIAGNOSES:")
    for i, d in enumerate(_dx_list(case)):
        out.append("%d. %s." % (i + 1, d))
    out.append("")
    procs = _procs(case, ctx)
    out.append("PROCEDURES: " + ("; ".join(procs) + "." if procs else "None."))
    out.append("")
    out.append("CONSULTATIONS: %s, %s." % (case.scn["cons_spec"], "Dr. " + case.cons.m("full")))
    out.append("")
    out.append("HISTORY OF PRESENT ILLNESS: " + case.fill(r.choice(case.scn["hpi"]), ctx))
    out.append("")
    out.append("PAST MEDICAL HISTORY: " + pmh_list(case, 1))
    out.append("")
    out.append("SOCIAL HISTORY: " + social_hx(case, detail=1))
    out.append("")
    out.append("HOSPITAL COURSE: " + case.fill(r.choice(case.scn["course"]), ctx))
    if r.random() < 0.6:
        out.append("")
        out.append("On the day of discharge, %s was seen and examined. %s" % (
            case.hon + " " + pt.m("last"), vitals(case, 0, normal=True) + "."))
    out.append("")
    out.append("PERTINENT RESULTS:")
    out.append("Admission (%s): %s." % (case.Ds(case.adm), lab_line(case, case.lab_adm, C.BMP[:6])))
    out.append("Discharge (%s): %s." % (case.Ds(case.dis), lab_line(case, case.lab_dis, C.BMP[:6])))
    for im in case.scn["imaging"]:
        out.append(im)
    out.append("")
    dtxt, fac = dispo(case)
    out.append("CONDITION AT DISCHARGE: " + r.choice(["Stable.", "Good.", "Improved, stable.", "Fair."]))
    out.append("DISPOSITION: " + dtxt)
    out.append("")
    out.append("DISCHARGE MEDICATIONS:")
    out.append(med_list(case, _dc_meds(case), 0))
    if case.scn["stopped"]:
        out.append("STOP: " + "; ".join(case.scn["stopped"]) + ".")
    out.append("")
    out.append("ALLERGIES: " + case.allergy + ".")
    key = case.scn["key"]
    diet = {"chf": "Cardiac, 2 g sodium, 2 L fluid restriction.", "stroke": "Mechanical soft, thin liquids.",
            "dka": "Carbohydrate-controlled.", "panc": "Low fat.", "chole": "Low fat, advance as tolerated.",
            "hypona": "Regular; fluid restriction 1.2 L/day.", "nstemi": "Heart healthy."}.get(
        key, r.choice(["Regular.", "Heart healthy.", "Carbohydrate-controlled." if "DM2" in case.chronic else "Regular."]))
    out.append("DIET: " + diet)
    act = r.choice(["As tolerated.", "Increase slowly; no heavy lifting.", "No driving for 1 week."])
    if key in ("hipfx", "stroke") or case.age >= 80:
        act = "Ambulate with walker; fall precautions."
    if key == "etoh_wd":
        act = "As tolerated. No driving until cleared by neurology."
    out.append("ACTIVITY: " + act)
    out.append("")
    out.append("FOLLOW-UP:")
    for i, f in enumerate(followup_lines(case)):
        out.append("%d. %s" % (i + 1, f))
    if case.scn["pending"]:
        out.append("")
        out.append("PENDING AT DISCHARGE: " + "; ".join(case.scn["pending"]) + ". Will be followed by %s." % (
            "Dr. " + case.att.m("last")))
    out.append("")
    out.append("Total time spent on discharge: greater than 30 minutes.")
    out.append("")
    out.append("_______________________________")
    out.append(case.att.dr("full, cred"))
    out.append("")
    out.append(dictation_footer(case, case.att, case.dis))
    cc = ["Dr. " + case.pcp.m("full")]
    if r.random() < 0.5:
        cc.append(case.cons.m("full") + ", " + case.cons.cred)
    out.append("cc: " + "; ".join(cc))
    return "\n".join(out)


def ds_ehr(case):
    r = case.r
    pt = case.pt
    ctx = case.ctx()
    out = []
    out.append("Discharge Summary")
    out.append("%s  |  %s" % (case.hosp_m(), case.scn["cons_spec"] if r.random() < 0.2 else "Hospital Medicine"))
    out.append("")
    out.append("%s   MRN: %s   DOB: %s (%s y.o.)   Sex: %s" % (
        pt.m(r.choice(["full", "fml", "LF"])), M("MRN", case.mrn), case.D(case.dob), case.A(),
        "Male" if case.sex == "M" else "Female"))
    out.append("CSN: %s   Unit: %s  Rm %s" % (M("ACCOUNT", case.acct), M("HOSPITAL", case.unit),
                                            M("LOCATION_OTHER", case.room)))
    out.append("Admit date: %s   Discharge date: %s   LOS: %d days" % (case.D(case.adm), case.D(case.dis), case.los))
    out.append("Attending: %s   Discharging provider: %s" % (case.att.dr("full, cred"), case.res.dr("full, cred")))
    out.append("PCP: %s (%s) %s" % (case.pcp.m("full"), M("HOSPITAL", case.pcp_clinic["name"]),
                                     case.P(case.pcp_clinic["phone"])))
    out.append("")
    out.append("Principal problem: " + case.scn["dx"])
    out.append("")
    out.append("Active Hospital Problems")
    out.append("  %-58s %s" % ("Diagnosis", "Date Noted"))
    out.append("  %-58s %s" % (case.scn["dx"], case.D(case.adm, "mdy_nz")))
    for s in case.scn["sec"]:
        out.append("  %-58s %s" % (s, case.D(case.adm + dt.timedelta(days=r.randint(0, case.los)), "mdy_nz")))
    out.append("")
    out.append("Brief HPI")
    out.append(case.fill(r.choice(case.scn["hpi"]), ctx))
    out.append("")
    out.append("Hospital Course by Problem")
    out.append("# " + case.scn["dx"])
    out.append(case.fill(r.choice(case.scn["course"]), ctx))
    for k in case.chronic[1:3]:
        nm = C.CHRONIC[k][0]
        out.append("# " + nm)
        out.append(r.choice(["Stable. Home regimen continued.", "Chronic, stable; no changes.",
                             "Home medications resumed on %s." % case.Ds(case.mid),
                             "Continue outpatient management with PCP."]))
    out.append("")
    out.append("Discharge Exam")
    out.append(vitals(case, 1, normal=True))
    out.append(r.choice(["Gen: NAD, comfortable.", "General: Alert, pleasant, sitting in chair."]))
    out.append(r.choice(["Lungs: CTAB.", "Lungs: few scattered crackles at bases, improved."]))
    out.append("")
    out.append("Pertinent Labs")
    days = sorted(set([case.adm, case.mid, case.dis]))
    out.append(lab_table(case, days, C.BMP[:6] + C.CBC[:2]))
    out.append("")
    out.append("Imaging")
    for im in case.scn["imaging"] or ["None this admission."]:
        out.append("- " + im)
    out.append("")
    out.append("Discharge Medications")
    new = case.scn["dc_new"]
    if new:
        out.append("START taking:")
        out.extend("  " + m for m in new)
    out.append("CONTINUE taking:")
    out.extend("  " + m for m in home_kept(case))
    if case.scn["stopped"]:
        out.append("STOP taking:")
        out.extend("  " + m for m in case.scn["stopped"])
    out.append("Preferred pharmacy: %s %s" % (M("HOSPITAL", case.pharmacy), case.P(case.pharmacy_phone)))
    out.append("")
    out.append("Follow-up Appointments")
    for f in followup_lines(case):
        out.append("- " + f)
    out.append("")
    out.append("Patient Instructions")
    for ins in case.scn["instr"]:
        out.append(ins)
    if r.random() < 0.6:
        out.append("Your after-visit summary and test results are available at %s. Questions after hours: "
                   "nurse line %s." % (case.url(path=r.choice(["/portal", "/mychart", ""])),
                                       case.P(case.hosp["phone"])))
    out.append("")
    out.append("Code status: " + r.choice(["Full code", "DNR/DNI", "Full code", "DNR, okay to intubate"]))
    if r.random() < 0.5:
        f = case.fam[-1]
        out.append("Health care proxy: %s (%s), %s" % (f.m("full"), f.rel, case.P(f.phone)))
    out.append("")
    out.append("Time spent on discharge: 38 minutes")
    out.append("")
    out.append(signature(case, case.res, case.dis, r.choice([0, 3, 7])))
    out.append("Cosigned by %s (%s) on %s" % (case.att.m("full"), M("USERNAME", case.att.username),
                                             case.D(case.dis + dt.timedelta(days=r.randint(0, 1)))))
    return "\n".join(out)


def ds_letter(case):
    r = case.r
    pt = case.pt
    ctx = case.ctx()
    pcp = case.pcp
    c = case.pcp_clinic
    out = []
    out.append(letterhead(case, dept=r.choice(["Department of Medicine", "Hospitalist Service",
                                               "Division of General Internal Medicine"]), url=True))
    out.append("")
    out.append(case.D(case.dis + dt.timedelta(days=r.randint(0, 2)), r.choice(["long", "long", case.ds])))
    out.append("")
    out.append("%s, %s" % (pcp.m("full"), pcp.cred))
    out.append(M("HOSPITAL", c["name"]))
    out.append(case.street_line(c["addr"]))
    out.append(case.city_line(c["addr"]))
    out.append("Via fax: %s" % case.P(c["fax"], typ="FAX"))
    out.append("")
    out.append("RE: %s   DOB: %s   MRN: %s" % (pt.m("full"), case.D(case.dob), M("MRN", case.mrn)))
    out.append("Dates of hospitalization: %s to %s" % (case.D(case.adm), case.D(case.dis)))
    out.append("")
    out.append("Dear Dr. %s," % pcp.m("last"))
    out.append("")
    ref = case.hon + " " + pt.m("last")
    out.append("Thank you for allowing us to participate in the care of your patient, %s, a %s %s who was "
               "admitted to %s on %s with %s. I am writing to summarize %s hospital course." % (
                   ref, case.agey("yo-dash"), case.sexw(), case.hosp_m(), case.D(case.adm, "long"),
                   lc(case.scn["dx"]), pt.his))
    out.append("")
    out.append(case.fill(r.choice(case.scn["hpi"]), ctx))
    out.append("")
    out.append(case.fill(r.choice(case.scn["course"]), ctx))
    out.append("")
    dtxt, fac = dispo(case)
    out.append("%s was discharged on %s. %s %s medications at discharge are: %s." % (
        case.hon + " " + pt.m("last"), case.D(case.dis, "long"), dtxt, pt.his.capitalize(),
        ", ".join(_dc_meds(case))))
    if case.scn["stopped"]:
        out.append("We stopped: %s." % "; ".join(case.scn["stopped"]))
    out.append("")
    fu = followup_lines(case)
    out.append("We would appreciate it if you could see %s within one to two weeks. %s" % (
        pt.him, " ".join(fu[1:])))
    if case.scn["pending"]:
        out.append("The following results were pending at discharge: %s. Our team will forward them to your "
                   "office." % ", ".join(case.scn["pending"]))
    out.append("")
    out.append("Please do not hesitate to contact me at %s or by email at %s with any questions." % (
        case.P(case.hosp["phone"]), case.staff_email(case.att)))
    out.append("")
    out.append(r.choice(["Sincerely,", "With best regards,", "Kind regards,"]))
    out.append("")
    out.append(case.att.dr("full, cred"))
    out.append(r.choice(["Attending Physician, Hospital Medicine", "Hospitalist", "Internal Medicine"]))
    out.append("Pager %s" % pager(r))
    if r.random() < 0.5:
        out.append("")
        out.append("cc: %s; %s" % (case.cons.dr("full, cred"), "patient (mailed to %s, %s)" % (
            case.street_line(case.addr), case.city_line(case.addr))))
    return "\n".join(out)


def ds_transfer(case):
    r = case.r
    pt = case.pt
    ctx = case.ctx()
    fac = case.w.institution(pools.FACILITY_PATTERNS, case.st)
    out = []
    out.append("%s - INTERFACILITY TRANSFER / DISCHARGE SUMMARY" % case.hosp_m(up=True))
    out.append("")
    out.append("Pt: %s  DOB %s  (%s%s)" % (pt.m("LF"), case.D(case.dob, "mdy"), case.A(), case.sex))
    out.append("MRN %s  FIN %s%s" % (M("MRN", case.mrn), M("ACCOUNT", case.acct),
                                     "  SSN " + M("SSN", case.ssn) if r.random() < 0.35 else ""))
    out.append("Adm %s -> D/C %s" % (case.D(case.adm, "mdy"), case.D(case.dis, "mdy")))
    out.append("")
    out.append("Receiving facility: %s" % M("HOSPITAL", fac["name"]))
    out.append("Address: %s" % case.addr_one(fac["addr"]))
    out.append("Accepting physician: Dr. %s" % case.w.clinician().m("full"))
    rn = case.w.staff("RN")
    out.append("Report called to %s, RN at %s on %s at %s by %s" % (
        rn.m("full"), case.P(fac["phone"]), case.D(case.dis, "mdy"), time_str(r, 0),
        case.nurses[0].dr("full cred")))
    out.append("Transport: %s" % r.choice(["BLS ambulance", "Wheelchair van", "Family (private vehicle)"]))
    out.append("")
    out.append("Dx: " + "; ".join(_dx_list(case)[:4]))
    out.append("")
    out.append("Summary: " + case.fill(r.choice(case.scn["hpi"]), ctx) + " " + case.fill(r.choice(case.scn["course"]), ctx))
    out.append("")
    out.append("Last vitals: " + vitals(case, 0, normal=True))
    out.append("Last BM: %s. Last dose of pain medication: %s." % (case.Ds(case.dis - dt.timedelta(days=1)), clinic_time(r)))
    out.append("Lines: PIV removed. Skin: stage 1 sacral pressure injury, foam dressing." if r.random() < 0.4 else
               "Lines: none. Skin: intact.")
    out.append("")
    out.append("Medications to continue:")
    out.append(med_list(case, _dc_meds(case), 1))
    out.append("Last doses given today: see attached MAR.")
    out.append("")
    out.append("Therapy: PT/OT 5x/week, WBAT, walker. Cognition: " + r.choice(["intact", "mild deficits, needs cues"]))
    out.append("Code: " + r.choice(["Full", "DNR/DNI (MOLST signed %s)" % case.Ds(case.mid)]))
    f = case.fam[0]
    out.append("Contact: %s (%s) %s%s" % (f.m("full"), f.rel, case.P(f.phone),
                                          "; alt " + case.P(case.fam[1].phone) if len(case.fam) > 1 else ""))
    out.append("")
    out.append("Follow-up: %s in 2 weeks; %s" % (case.cons.dr("Dr. last"), followup_lines(case)[0]))
    out.append("")
    out.append(signature(case, case.att, case.dis))
    return "\n".join(out)


VARIANTS = [ds_dictated, ds_ehr, ds_letter, ds_transfer]


def make(case, i):
    w = [0.32, 0.34, 0.18, 0.16]
    fn = case.r.choices(VARIANTS, weights=w)[0]
    return fn(case)
