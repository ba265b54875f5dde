"""Progress notes with lab panels and vital signs: hospitalist SOAP, ICU by systems,
outpatient follow-up, resident note with attestation."""
import datetime as dt

import clinical as C
import pools
from core import M, fdate
from common import (first_sentence, lc, plan_for, H, HS, vitals, lab_line, lab_table, bmp_fishbone, med_list, signature, time_str,
                    pager, clinic_time, letterhead, ins_line)


def _hd(case, d):
    return (d - case.adm).days + 1


def _subjective(case):
    r = case.r
    pt = case.pt
    lines = [
        "No acute events overnight. Reports %s." % r.choice(["feeling better", "less short of breath",
                                                             "poor sleep", "mild nausea", "pain 4/10"]),
        "%s %s." % (pt.he.capitalize(), r.choice(["ambulated with PT yesterday", "tolerated breakfast",
                                                  "had a bowel movement", "is asking about going home"])),
    ]
    if r.random() < 0.5:
        f = case.fam[0]
        lines.append("%s %s at bedside this morning; questions answered." % (f.rel.capitalize(), f.m("first")))
    if r.random() < 0.3:
        lines.append("Overnight cross-cover (Dr. %s) gave lorazepam 0.5 mg x1 for anxiety." % case.w.clinician().m("last"))
    return " ".join(lines)


def prog_soap(case):
    r = case.r
    pt = case.pt
    d = case.mid
    ctx = case.ctx()
    out = []
    out.append(r.choice(["Hospital Medicine Progress Note", "PROGRESS NOTE", "Daily Progress Note - Medicine"]))
    out.append("%s    HD #%d" % (case.D(d, r.choice([case.ds, "wk_long", "wk_md"])), _hd(case, d)))
    out.append("Patient: %s  |  MRN %s  |  %s %s  |  Rm %s" % (
        pt.m(r.choice(["full", "LF", "LFM"])), M("MRN", case.mrn), case.A(), case.sex, M("LOCATION_OTHER", case.room)))
    out.append("Attending: %s   Unit: %s" % (case.att.dr("Dr. full"), M("HOSPITAL", case.unit)))
    out.append("Consultants: %s (%s)" % (case.scn["cons_spec"], case.cons.dr(r.choice(["Dr. last", "Dr. full"]))))
    out.append("")
    out.append("S:")
    out.append(_subjective(case))
    out.append("")
    out.append("O:")
    out.append(vitals(case, r.choice([1, 3, 4])))
    out.append("Exam: " + " ".join("%s: %s." % (k, v) for k, v in case.scn["exam"].items()))
    out.append("")
    out.append("Labs:")
    days = [case.adm + dt.timedelta(days=k) for k in range(0, min(4, (d - case.adm).days + 1))]
    if len(days) < 2:
        days = [case.adm, case.adm + dt.timedelta(days=1)]
    keys = C.BMP + C.CBC + [k for k in case.scn["labs"] if k not in C.BMP and k not in C.CBC]
    if r.random() < 0.7:
        out.append(lab_table(case, days, keys, with_ref=r.random() < 0.5))
    else:
        out.append(bmp_fishbone(case.lab_dis))
        out.append("CBC %s > %s/%s < %s" % (case.lab_dis["WBC"], case.lab_dis["Hgb"], case.lab_dis["Hct"], case.lab_dis["Plt"]))
    if r.random() < 0.5:
        out.append("Micro: blood cultures from %s no growth to date." % case.Ds(case.adm))
    out.append("Lines: PIV %s (placed %s)%s." % (r.choice(["L forearm", "R AC", "R hand"]), case.Ds(case.adm),
                                                "" if r.random() < 0.6 else "; Foley (placed %s, removed %s)" % (
                                                    case.Ds(case.adm), case.Ds(d))))
    if case.scn["imaging"]:
        out.append("Imaging: " + case.scn["imaging"][0])
    out.append("")
    out.append("A/P:")
    out.append("%s %s with %s, HD#%d." % (case.agey(r.choice(["yo", "yo-dash", "y/o"])), case.sexw(),
                                         lc(case.scn["dx"]), _hd(case, d)))
    out.append("# %s: %s" % (case.scn["dx"], first_sentence(case.fill(r.choice(case.scn["course"]), ctx))))
    for s in case.scn["sec"][:2]:
        out.append("# %s: %s" % (s, r.choice(["improving", "monitor", "trend labs", "as above"])))
    for k in case.chronic[1:3]:
        out.append("# %s: continue home regimen" % C.CHRONIC[k][0])
    cm = case.w.staff(r.choice(["RN, CCM", "LCSW", "RN"]))
    out.append("Dispo: anticipate discharge %s %s. PT/OT recs pending. Case manager %s aware%s." % (
        r.choice(["on", "by"]), case.D(case.dis, r.choice(["wk", "md", "wk_md"])), cm.m(r.choice(["full", "first"])),
        r.choice(["", "; home health referral sent", "; SNF bed search started",
                  "; %s %s to provide transportation" % (case.fam[0].rel, case.fam[0].m("first"))])))
    out.append("Discussed with bedside RN %s." % case.nurses[0].m(r.choice(["first", "full"])))
    out.append("")
    out.append(signature(case, case.att if r.random() < 0.5 else case.res, d))
    return "\n".join(out)


def prog_icu(case):
    r = case.r
    pt = case.pt
    d = case.mid
    out = []
    out.append("MICU PROGRESS NOTE" if case.caps else "Medical ICU Progress Note")
    out.append("Date: %s   ICU day %d" % (case.D(d), _hd(case, d)))
    icu = case.w.clinician(spec="Critical Care")
    out.append("%s, %s%s, MRN %s, MICU rm %s bed %s" % (pt.m("LF"), case.A(), case.sex, M("MRN", case.mrn),
                                                     M("LOCATION_OTHER", case.room), M("LOCATION_OTHER", case.bed)))
    out.append("Intensivist: %s   Fellow: %s" % (icu.dr("Dr. last"), case.res.dr("Dr. last")))
    out.append("")
    out.append("24h events: " + r.choice([
        "Weaned off norepinephrine at %s. " % time_str(r, 0),
        "Self-extubated at %s, tolerating HFNC 40 L/40%%. " % time_str(r, 0),
        "Febrile to 38.9, pan-cultured. "]) + r.choice(["Family meeting held.", "Remains on insulin drip.", ""]))
    out.append("")
    out.append(vitals(case, 3))
    out.append("Vent: %s" % r.choice(["AC/VC 450 x 16, PEEP 8, FiO2 40%", "Extubated, 2L NC", "PSV 10/5, FiO2 30%"]))
    out.append("Drips: %s" % r.choice(["norepinephrine 0.04 mcg/kg/min", "insulin 6 units/h", "none", "propofol 20 mcg/kg/min"]))
    out.append("I/O: %d / %d" % (r.randint(1800, 4200), r.randint(900, 3600)))
    out.append("")
    out.append("Labs (%s %s):" % (case.Ds(d), time_str(r, 0)))
    out.append(bmp_fishbone(case.lab_adm))
    out.append("Mg %s  Phos %s  iCa 1.1" % (case.lab_adm["Mg"], case.lab_adm["Phos"]))
    out.append("CBC: " + lab_line(case, case.lab_adm, C.CBC, 1))
    out.append("ABG (%s): 7.31/48/78/24 on FiO2 40%%" % time_str(r, 0))
    out.append("Lactate " + case.lab_adm["Lactate"])
    out.append("")
    out.append("Assessment/Plan by system:")
    out.append("Neuro: RASS 0, CAM-ICU negative. Minimize sedation.")
    out.append("CV: %s" % r.choice(["MAP > 65 off pressors.", "On low-dose norepinephrine; stress-dose steroids started."]))
    out.append("Pulm: %s" % r.choice(["SBT this AM.", "Wean O2 to sat 92-96%."]))
    out.append("Renal: Cr %s; %s" % (case.lab_adm["Cr"], r.choice(["renally dose meds", "avoid nephrotoxins"])))
    out.append("ID: %s" % r.choice(["Cefepime/vancomycin day 3, narrow per cultures.", "No active infection."]))
    out.append("Heme: Hgb %s, transfuse < 7." % case.lab_adm["Hgb"])
    out.append("Endo: %s" % r.choice(["Insulin drip per protocol.", "SSI, goal 140-180."]))
    out.append("GI/Nutrition: %s" % r.choice(["TF at goal.", "NPO, advance as tolerated."]))
    out.append("Lines: R IJ CVC (%s), L radial A-line (%s)." % (case.Ds(case.adm), case.Ds(case.adm + dt.timedelta(days=1))))
    out.append("PPx: heparin SC, PPI. Code: %s." % r.choice(["Full", "DNR"]))
    out.append("Family: %s %s updated by phone at %s." % (case.fam[0].rel, case.fam[0].m("full"), case.P(case.fam[0].phone)))
    out.append("")
    out.append("Critical care time: %d minutes, exclusive of procedures." % r.choice([35, 40, 45, 55, 60]))
    out.append(signature(case, icu, d))
    return "\n".join(out)


def prog_clinic(case):
    r = case.r
    pt = case.pt
    clinic = case.pcp_clinic if r.random() < 0.6 else case.w.institution(pools.CLINIC_PATTERNS, case.st)
    doc = case.pcp
    d = case.dis + dt.timedelta(days=r.randint(7, 60))
    prev = d - dt.timedelta(days=r.randint(60, 200))
    out = []
    out.append(M("HOSPITAL", clinic["name"]) + (" - " + case.P(clinic["phone"]) if r.random() < 0.5 else ""))
    if r.random() < 0.5:
        out.append(case.addr_one(clinic["addr"]))
    out.append("Office Visit - Follow-up")
    out.append("")
    out.append("%s   DOB: %s   Age: %s" % (pt.m(r.choice(["LF", "full", "LFM"])), case.D(case.dob), case.A()))
    out.append("Date of service: %s   Provider: %s" % (case.D(d), doc.dr(r.choice(["full, cred", "fi_last cred"]))))
    out.append("Acct: %s   %s" % (M("ACCOUNT", case.acct), ins_line(case)))
    out.append("")
    out.append("Reason for visit: Follow-up of %s; hospital follow-up (%s admission, %s to %s)." % (
        ", ".join(lc(C.CHRONIC[k][0]) for k in case.chronic[:2]), M("HOSPITAL", case.hosp["name"]),
        case.D(case.adm, "md"), case.D(case.dis, "md")))
    out.append("")
    out.append("Interval history: %s reports %s. %s" % (
        case.hon + " " + pt.m("last"), r.choice(["doing well", "improved energy", "occasional dizziness",
                                                  "knee pain limiting walking", "good adherence to medications"]),
        r.choice(["Home BP log averages 134/82.", "Fasting sugars 110-150.", "No ED visits since last seen.",
                  "Saw cardiology (Dr. %s) on %s." % (case.cons.m("last"), case.Ds(d - dt.timedelta(days=r.randint(5, 25))))])))
    out.append("")
    if r.random() < 0.5:
        out.append("Accompanied by %s. Roomed by %s, MA." % (case.fam_ref(), case.w.staff("MA").m("full")))
    out.append("Vitals: " + vitals(case, r.choice([0, 1]), normal=True))
    out.append("BMI: %.1f" % r.uniform(21, 41))
    out.append("")
    out.append("Results:")
    out.append(lab_table(case, [prev, d - dt.timedelta(days=r.randint(1, 4))],
                         ["Na", "K", "Cr", "Glu", "A1c", "LDL", "Hgb", "TSH"]))
    out.append("")
    out.append("Medications reviewed and reconciled:")
    out.append(med_list(case, case.home_meds + case.scn["dc_new"][:1], 1))
    out.append("")
    out.append("Assessment and plan:")
    for i, k in enumerate(case.chronic[:4]):
        out.append("%d. %s - %s" % (i + 1, C.CHRONIC[k][0], plan_for(case, k)))
    out.append("Return in %s. Next appointment: %s at %s." % (
        r.choice(["3 months", "6 weeks", "4 months"]),
        case.D(d + dt.timedelta(days=r.choice([42, 90, 120])), r.choice([case.ds, "wk_long"])), clinic_time(r)))
    if r.random() < 0.4:
        out.append("Prescriptions sent to %s (%s)." % (M("HOSPITAL", case.pharmacy), case.P(case.pharmacy_phone)))
    out.append("")
    out.append(signature(case, doc, d))
    return "\n".join(out)


def prog_resident(case):
    r = case.r
    pt = case.pt
    d = case.mid
    ctx = case.ctx()
    out = []
    out.append("Internal Medicine Resident Progress Note")
    out.append("%s | %s | %s" % (case.hosp_m(), M("HOSPITAL", case.unit), case.D(d, r.choice([case.ds, "wk_long"]))))
    out.append("")
    out.append("ID: %s (%s), %s%s, admitted %s for %s." % (
        pt.m("full"), M("MRN", case.mrn), case.A(), case.sex, case.Ds(case.adm), lc(case.scn["dx"])))
    out.append("")
    out.append("Subjective: " + _subjective(case))
    out.append("")
    out.append("Objective:")
    out.append(vitals(case, 0))
    out.append("Weight %.1f kg (admit %.1f kg)" % (r.uniform(60, 110), r.uniform(60, 115)))
    out.append("")
    days = [case.adm, case.adm + dt.timedelta(days=1)] if case.mid == case.adm + dt.timedelta(days=1) else [case.adm, case.mid - dt.timedelta(days=1), case.mid]
    out.append(lab_table(case, days, C.BMP + ["Mg"], with_ref=False))
    out.append("")
    out.append("Assessment & Plan:")
    out.append(case.fill(r.choice(case.scn["course"]), ctx))
    for k in case.chronic[:2]:
        out.append("- %s: %s" % (C.CHRONIC[k][0], r.choice(["continue home meds", "holding", "stable"])))
    out.append("- PPx: %s; Code: Full; Dispo: %s" % (
        r.choice(["enoxaparin", "heparin SC", "SCDs"]), r.choice(["home", "SNF", "home with services"])))
    out.append("")
    out.append("%s, %s, PGY-%d  pager %s" % (case.res.m("full"), case.res.cred, r.randint(1, 3), pager(r)))
    out.append("")
    out.append("ATTENDING ATTESTATION")
    out.append("I personally saw and examined %s on %s, reviewed the data, and discussed the plan with Dr. %s. "
               "I agree with the resident's note with the following additions: %s" % (
                   r.choice([case.hon + " " + pt.m("last"), pt.m("full"), "the patient"]), case.Ds(d),
                   case.res.m("last"), r.choice(["continue current plan.", "agree with plan as outlined.",
                                                 "likely discharge tomorrow.", "repeat labs in the afternoon.",
                                                 "will update family this afternoon."])))
    out.append(signature(case, case.att, d, r.choice([0, 3, 7])))
    return "\n".join(out)


VARIANTS = [prog_soap, prog_icu, prog_clinic, prog_resident]


def make(case, i):
    fn = case.r.choices(VARIANTS, weights=[0.35, 0.2, 0.25, 0.2])[0]
    return fn(case)
