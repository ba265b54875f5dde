"""Consult notes: inpatient consult, outpatient consult letter, palliative family meeting, telehealth e-consult."""
import datetime as dt

import clinical as C
import pools
from core import M, fdate
from common import (HI, lc, H, HS, vitals, lab_line, lab_table, med_list, pmh_list, psh_list, social_hx,
                    family_hx, exam, signature, letterhead, time_str, pager, clinic_time, ins_line)

RECS = {
    "Cardiology": ["Continue IV diuresis, goal net negative 1-2 L/day.", "Daily weights, strict I/O.",
                   "Resume beta blocker once euvolemic.", "Repeat echocardiogram in 3 months on GDMT.",
                   "Consider ischemic evaluation as outpatient."],
    "Pulmonology": ["Prednisone 40 mg x 5 days.", "Scheduled ipratropium-albuterol.",
                    "Ambulatory oximetry before discharge.", "Outpatient PFTs in 6-8 weeks.",
                    "Pulmonary rehabilitation referral."],
    "Infectious Disease": ["Narrow to ceftriaxone 2 g IV daily.", "Repeat blood cultures until negative.",
                           "Total duration 7 days from first negative culture.", "No indication for TEE at this time."],
    "Endocrinology": ["Basal insulin glargine 0.25 units/kg.", "Prandial lispro with carbohydrate ratio 1:12.",
                      "Check HbA1c.", "Diabetes education before discharge."],
    "Interventional Cardiology": ["Plan left heart catheterization tomorrow.", "NPO after midnight.",
                                  "Continue heparin infusion.", "Load ticagrelor after anatomy defined."],
    "Gastroenterology": ["EGD today.", "IV pantoprazole 40 mg BID.", "Transfuse for Hgb < 7.",
                         "Hold anticoagulation.", "H. pylori testing on biopsies."],
    "Addiction Medicine": ["Phenobarbital taper per protocol.", "Thiamine 500 mg IV TID x 3 days.",
                           "Start naltrexone if LFTs allow.", "Outpatient referral to intensive outpatient program."],
    "Wound Care": ["Elevate leg.", "Moisturize intact skin, antifungal between toes.",
                   "Compression once cellulitis resolves."],
    "Neurology": ["Permissive hypertension < 220/120 for 24 h.", "MRI brain.", "Telemetry for 72 h.",
                  "Start high-intensity statin.", "Dysphagia screen before PO."],
    "General Surgery": ["NPO, NG to LIWS.", "Serial abdominal exams.", "Gastrografin challenge in AM.",
                        "Plan laparoscopic cholecystectomy this admission."],
    "Orthopedic Surgery": ["Plan cephalomedullary nail tomorrow.", "NPO after midnight.",
                           "Hold anticoagulation.", "Buck's traction not needed."],
    "Hematology": ["Anticoagulate for at least 3 months.", "No thrombophilia testing while on therapy.",
                   "Stop estrogen-containing contraception."],
    "Nephrology": ["Hold ACE inhibitor and diuretics.", "Isotonic fluids at 100 mL/h.",
                   "Renal ultrasound.", "Avoid nephrotoxins and IV contrast."],
}


RECS_BY_KEY = {
    "afib": ["Continue diltiazem ER for rate control.", "Continue apixaban; no bleeding issues.",
             "Ambulatory monitor to assess AF burden.", "Sleep study referral for suspected OSA.",
             "Consider cardioversion if symptomatic in persistent AF."],
    "syncope": ["No further cardiac testing needed if echocardiogram normal.", "Hold hydrochlorothiazide.",
                "Orthostatic precautions; liberalize fluids.", "Event monitor if recurrent."],
    "cap": ["Complete 7 days of beta-lactam therapy.", "Repeat chest radiograph in 6-8 weeks.",
            "Pneumococcal vaccination when recovered."],
    "uti_sepsis": ["Narrow to ceftriaxone per susceptibilities.", "Total 10-14 days for pyelonephritis.",
                   "No imaging needed unless fever persists beyond 72 h."],
    "hypona": ["Fluid restriction 1-1.2 L/day.", "Stop sertraline; consider mirtazapine.",
               "Sodium checks q4h; limit correction to 8 mEq/L in 24 h.", "Salt tablets 1 g TID."],
    "asthma": ["Step up to medium-dose ICS-LABA.", "Prednisone 5-day burst.", "Spacer teaching.",
               "Outpatient spirometry."],
    "sbo": ["NG decompression, NPO.", "Gastrografin challenge in AM.", "Operative exploration if no progress in 48 h."],
    "chole": ["Laparoscopic cholecystectomy this admission.", "Continue piperacillin-tazobactam.", "NPO after midnight."],
    "cellulitis": ["Elevate leg.", "Treat tinea pedis with topical terbinafine.", "Compression once cellulitis resolves."],
}


def _recs(case):
    r = case.r
    lst = RECS_BY_KEY.get(case.scn["key"]) or RECS.get(case.scn["cons_spec"], ["Continue current management."])
    return r.sample(lst, min(len(lst), r.randint(3, 5)))


def consult_inpatient(case):
    r = case.r
    pt = case.pt
    ctx = case.ctx()
    cons = case.cons
    spec = case.scn["cons_spec"]
    d = case.adm + dt.timedelta(days=r.randint(0, 2))
    out = []
    out.append("%s CONSULTATION" % spec.upper() if case.caps else "%s Consult Note" % spec)
    out.append(case.hosp_m())
    out.append("")
    out.append("Date of service: %s" % case.D(d, r.choice([case.ds, "wk_long"])))
    out.append("Patient: %s   MRN: %s   Age/Sex: %s/%s" % (pt.m(r.choice(["full", "LFM", "fml"])), M("MRN", case.mrn),
                                                          case.A(), case.sex))
    out.append("Location: %s %s-%s" % (M("HOSPITAL", case.unit), M("LOCATION_OTHER", case.room), M("LOCATION_OTHER", case.bed))
               if r.random() < 0.5 else "Location: Room %s" % M("LOCATION_OTHER", case.room))
    out.append("Requesting physician: %s (Hospital Medicine)" % case.att.dr(r.choice(["Dr. full", "full, cred"])))
    out.append("Consultant: %s" % cons.dr("full, cred"))
    if r.random() < 0.5:
        out.append("Fellow: %s" % case.w.clinician().dr("full, cred"))
    out.append("")
    out.append("Reason for consultation: " + r.choice([
        "Evaluation and management of %s." % lc(case.scn["dx"]),
        "Please evaluate for %s." % lc(case.scn["dx"]),
        "Assistance with %s." % lc(case.scn["dx"])]))
    out.append("")
    out.append(HS(case, "History of Present Illness"))
    out.append(case.fill(r.choice(case.scn["hpi"]), ctx))
    out.append("We were asked to see %s on %s." % (case.hon + " " + pt.m("last"), case.Ds(d)))
    out.append("")
    out.append(HS(case, "Past Medical History"))
    out.append(pmh_list(case, 1))
    out.append(HS(case, "Medications"))
    out.append(med_list(case, case.home_meds, 2))
    out.append(HI(case, "Allergies") + " " + case.allergy)
    out.append(HS(case, "Social History"))
    out.append(social_hx(case, detail=1))
    out.append(HS(case, "Family History"))
    out.append(family_hx(case))
    out.append("")
    out.append(HS(case, "Physical Exam"))
    out.append(vitals(case, r.choice([0, 2, 4])))
    out.append(exam(case, terse=True))
    out.append("")
    out.append(H(case, "Data"))
    days = sorted(set([case.adm, d]))
    out.append(lab_table(case, days, C.BMP[:6] + [k for k in case.scn["labs"] if k not in C.BMP][:3], with_ref=False))
    for im in case.scn["imaging"]:
        out.append(im)
    out.append("")
    out.append(H(case, "Impression"))
    out.append("%s %s with %s." % (case.agey(), case.sexw(), lc(case.scn["dx"])))
    out.append("")
    out.append(H(case, "Recommendations"))
    for i, x in enumerate(_recs(case)):
        out.append("%d. %s" % (i + 1, x))
    out.append("")
    out.append(r.choice([
        "Thank you for this consult. We will continue to follow. Please page %s with questions." % pager(r),
        "Discussed with primary team (Dr. %s). We will sign off; please re-consult as needed." % case.att.m("last"),
        "Recommendations communicated to %s by secure chat at %s." % (case.res.dr("Dr. last"), time_str(r, 0))]))
    out.append("")
    out.append(signature(case, cons, d))
    return "\n".join(out)


def consult_letter(case):
    r = case.r
    pt = case.pt
    cons = case.cons
    spec = case.scn["cons_spec"]
    pat = {"Cardiology": ["{town} Cardiology Associates", "{town} Heart & Vascular"],
           "Interventional Cardiology": ["{town} Cardiology Associates", "{town} Heart & Vascular"],
           "Pulmonology": ["{town} Pulmonary & Sleep Clinic", "{town} Lung Center"],
           "Endocrinology": ["{town} Endocrine & Diabetes Center"],
           "Gastroenterology": ["{town} Gastroenterology Associates", "{surname} Digestive Health"],
           "Neurology": ["{town} Neurology Clinic"], "Nephrology": ["{town} Kidney Care", "{surname} Nephrology"],
           "Hematology": ["{town} Oncology & Hematology"], "Orthopedic Surgery": ["{town} Orthopedic Group"],
           "General Surgery": ["{town} Surgical Associates", "{surname} General Surgery"],
           "Wound Care": ["{town} Wound Care Center"], "Infectious Disease": ["{town} Infectious Disease Clinic"],
           "Addiction Medicine": ["{town} Recovery Clinic", "{town} Addiction Medicine Associates"],
           }.get(spec, ["{surname} Medical Group", "{town} Specialty Clinic"])
    clinic = case.w.institution(pat, case.st)
    d = case.dis + dt.timedelta(days=r.randint(7, 40))
    pcp = case.pcp
    ctx = case.ctx()
    out = []
    out.append(letterhead(case, inst=clinic, up=False, url=r.random() < 0.5))
    out.append("")
    out.append(case.D(d, "long"))
    out.append("")
    out.append(pcp.dr("full, cred"))
    out.append(M("HOSPITAL", case.pcp_clinic["name"]))
    out.append(case.street_line(case.pcp_clinic["addr"]))
    out.append(case.city_line(case.pcp_clinic["addr"]))
    out.append("")
    out.append("Re: %s, DOB %s" % (pt.m("full"), case.D(case.dob)))
    out.append("%s MRN: %s" % (M("HOSPITAL", clinic["name"]), M("MRN", case.mrn)))
    out.append("")
    out.append("Dear %s," % r.choice(["Dr. " + pcp.m("last"), pcp.m("first"), "Dr. " + pcp.m("full")]))
    out.append("")
    out.append("I had the pleasure of seeing %s in %s clinic on %s in follow-up after %s recent hospitalization "
               "at %s (%s to %s) for %s." % (
                   case.hon + " " + pt.m("last"), spec.lower(), case.D(d, "long"), pt.his, case.hosp_m(),
                   case.D(case.adm, "md"), case.D(case.dis, case.ds), lc(case.scn["dx"])))
    out.append("")
    out.append("To summarize the history: " + case.fill(r.choice(case.scn["hpi"]), ctx))
    out.append("")
    out.append("Since discharge, %s reports %s. %s accompanied today by %s." % (
        pt.he, r.choice(["steady improvement", "some residual fatigue", "no further episodes",
                         "intermittent symptoms with exertion"]),
        pt.he.capitalize() + " was", case.fam_ref()))
    out.append("")
    out.append("Current medications: " + ", ".join(case.home_meds + case.scn["dc_new"]) + ".")
    out.append("")
    out.append("On examination: " + vitals(case, 0, normal=True) + ". " + " ".join(
        "%s: %s." % (k, v) for k, v in list(case.scn["exam"].items())[:2]))
    out.append("")
    out.append("Impression and plan:")
    for i, x in enumerate(_recs(case)):
        out.append("%d. %s" % (i + 1, x))
    out.append("")
    out.append("I will see %s again on %s. Please feel free to call me at %s%s." % (
        pt.him, case.D(d + dt.timedelta(days=r.choice([30, 42, 60, 90])), r.choice(["long", case.ds])),
        case.P(clinic["phone"]), "" if r.random() < 0.5 else " or email " + case.staff_email(cons, clinic)))
    out.append("")
    out.append("Sincerely,")
    out.append("")
    out.append(cons.dr("full, cred"))
    out.append(spec)
    if r.random() < 0.3:
        out.append("DEA %s  |  NPI %s" % (M("LICENSE", cons.dea), M("LICENSE", cons.npi)))
    out.append("")
    out.append("cc: %s" % pt.m("full") + r.choice(["", " (via patient portal)", " - " + case.addr_one(case.addr)]))
    return "\n".join(out)


def consult_palliative(case):
    r = case.r
    pt = case.pt
    pc = case.w.clinician(spec="Palliative Care")
    sw = case.w.staff("LCSW")
    chap = case.w.staff("MDiv")
    d = case.adm + dt.timedelta(days=r.randint(1, 3))
    out = []
    out.append("PALLIATIVE CARE CONSULT / FAMILY MEETING NOTE")
    out.append("%s | %s" % (case.hosp_m(), case.D(d)))
    out.append("Patient: %s  (%s y/o %s)  MRN %s  Rm %s" % (pt.m("LF"), case.A(), case.sex, M("MRN", case.mrn),
                                                          M("LOCATION_OTHER", case.room)))
    out.append("Requested by: %s for goals of care" % case.att.dr("Dr. last"))
    out.append("")
    out.append("Participants:")
    out.append("- %s, %s (palliative care)" % (pc.m("full"), pc.cred))
    out.append("- %s, LCSW" % sw.m("full"))
    if r.random() < 0.5:
        out.append("- Chaplain %s" % chap.m("full"))
    for f in case.fam:
        out.append("- %s (%s%s)" % (f.m("full"), f.rel, ", age " + M("AGE", str(f.age)) if r.random() < 0.3 else ""))
    if r.random() < 0.4:
        out.append("- %s, RN (bedside nurse)" % case.nurses[0].m("full"))
    out.append("")
    out.append("Background: %s %s with %s, admitted %s with %s. " % (
        case.agey(), case.sexw(), ", ".join(lc(C.CHRONIC[k][0]) for k in case.chronic[:3]),
        case.D(case.adm, case.dss), lc(case.scn["dx"])) + r.choice([
        "Declining functional status over the past 6 months, now bedbound most of the day.",
        "Third hospitalization since %s." % M("DATE", fdate(case.adm - dt.timedelta(days=r.randint(90, 300)), "month")),
        "Weight loss of 15 lb since %s." % M("DATE", fdate(case.adm - dt.timedelta(days=r.randint(120, 400)), "month_year"))]))
    out.append("")
    f0 = case.fam[0]
    out.append("Discussion: We reviewed %s's illness trajectory. %s %s shared that %s \"%s\". %s" % (
        pt.m("first"), f0.rel.capitalize(), f0.m("first"), pt.he,
        r.choice(["would never want to live on machines", "always said %s wanted to be at home" % pt.he,
                  "is a fighter and wants everything done", "has been tired of hospitals for a long time"]),
        r.choice(["Family expressed understanding of prognosis.",
                  "There was disagreement among family members, and a follow-up meeting was scheduled.",
                  "Family requested time to talk with their pastor at %s." % M("ORGANIZATION", case.church)])))
    out.append("")
    out.append("Decisions:")
    out.append("1. Code status changed to %s; MOLST completed and signed on %s." % (
        r.choice(["DNR/DNI", "DNR, selective treatment", "comfort-focused treatment"]), case.Ds(d)))
    out.append("2. Health care agent: %s (%s), phone %s." % (f0.m("full"), f0.rel, case.P(f0.phone)))
    out.append("3. Hospice information provided; referral to %s if family agrees." % M(
        "HOSPITAL", case.w.inst_name(["{town} Hospice", "{town} Hospice House", "{surname} Hospice & Palliative Care"])))
    out.append("4. Symptom management: morphine 2 mg IV q2h PRN dyspnea; glycopyrrolate PRN secretions.")
    out.append("")
    out.append("Time: 75 minutes, >50% counseling and coordination of care.")
    out.append("")
    out.append(signature(case, pc, d))
    return "\n".join(out)


def consult_tele(case):
    r = case.r
    pt = case.pt
    cons = case.cons
    spec = case.scn["cons_spec"]
    d = case.adm + dt.timedelta(days=r.randint(0, 1))
    site = case.w.inst_name(pools.HOSP_PATTERNS)
    out = []
    out.append("TELEHEALTH %s CONSULT" % spec.upper())
    out.append("Originating site: %s (%s, %s)" % (M("HOSPITAL", site), M("CITY", case.w.town()), M("STATE", case.st[0])))
    out.append("Distant site: %s" % case.hosp_m())
    t0 = r.randint(7 * 60, 21 * 60)
    out.append("Date: %s  Start %02d:%02d  End %02d:%02d" % (case.D(d), t0 // 60, t0 % 60, (t0 + 42) // 60, (t0 + 42) % 60))
    out.append("Modality: synchronous audio-video. Session ID %s; remote endpoint %s." % (
        M("IDNUM", case.w.idnum("case", d.year)), M("IPADDR", case.w.ip())))
    out.append("Presenter at bedside: %s, RN" % case.nurses[1].m("full"))
    out.append("Consent: verbal consent obtained from patient%s." % (
        "" if r.random() < 0.5 else " and %s %s" % (case.fam[0].rel, case.fam[0].m("full"))))
    out.append("")
    out.append("Pt: %s, %s%s, DOB %s, MRN %s" % (pt.m("full"), case.A(), case.sex, case.D(case.dob), M("MRN", case.mrn)))
    out.append("Requesting: %s" % case.w.clinician().dr("Dr. full"))
    out.append("")
    ctx = case.ctx()
    out.append("HPI: " + case.fill(r.choice(case.scn["hpi"]), ctx))
    out.append("PMH: " + ", ".join(C.CHRONIC[k][0] for k in case.chronic))
    out.append("Meds: " + "; ".join(case.home_meds))
    out.append("")
    out.append("Exam (video): " + vitals(case, 2) + ". " + " ".join(
        "%s: %s." % (k, v) for k, v in list(case.scn["exam"].items())[:2]))
    out.append("Data: " + lab_line(case, case.lab_adm, C.BMP[:6]))
    out.append("")
    out.append("A/P:")
    for x in _recs(case):
        out.append("- " + x)
    out.append("- %s" % r.choice(["Transfer not required at this time.",
                                  "Recommend transfer to %s for higher level of care; accepted by Dr. %s." % (
                                      case.hosp_m(), case.w.clinician().m("last")),
                                  "Will re-evaluate by video in 24 h."]))
    out.append("")
    out.append("Total telehealth time 42 min.")
    out.append(signature(case, cons, d, r.choice([0, 3, 7])))
    return "\n".join(out)


VARIANTS = [consult_inpatient, consult_letter, consult_palliative, consult_tele]


def make(case, i):
    fn = case.r.choices(VARIANTS, weights=[0.45, 0.25, 0.15, 0.15])[0]
    return fn(case)
