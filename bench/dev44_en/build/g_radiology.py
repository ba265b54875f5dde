"""Radiology reports: hospital PACS report, outpatient imaging center, report with addendum / critical result."""
import datetime as dt

import clinical as C
import pools
from core import M, fdate
from common import (H, signature, time_str, letterhead, pager, clinic_time, ins_line)


def _pick_study(case):
    r = case.r
    while True:
        s = r.choice(C.RAD_STUDIES)
        if s["exam"].startswith("MAMMOGRAM") and case.sex != "F":
            continue
        return s


def _rad(case):
    return case.w.clinician(spec="Radiology")


def _comparison(case, d):
    r = case.r
    x = r.random()
    if x < 0.3:
        return "None."
    if x < 0.7:
        return "%s %s." % (r.choice(["Prior exam", "CT", "Radiographs", "MRI", "Study"]),
                           case.D(d - dt.timedelta(days=r.randint(30, 1500)), r.choice([case.ds, "mdy"])))
    return "%s from %s dated %s (images imported from outside PACS, node %s)." % (
        r.choice(["CT", "Ultrasound", "Chest radiograph"]), M("HOSPITAL", case.w.inst_name(pools.HOSP_PATTERNS)),
        case.D(d - dt.timedelta(days=r.randint(10, 900)), "mdy"), M("IPADDR", case.w.ip()))


def _device_line(case):
    r = case.r
    return "Device: %s, serial %s, interrogated by %s (device clinic, %s)." % (
        r.choice(["MR-conditional dual-chamber pacemaker", "MR-conditional ICD", "Implantable loop recorder"]),
        M("DEVICE", case.w.device_sn()), case.w.staff("RN").m("full"), case.P(case.w.phone(case.st)))


def rad_hospital(case):
    r = case.r
    pt = case.pt
    s = _pick_study(case)
    d = case.adm if r.random() < 0.6 else case.mid
    rad = _rad(case)
    out = []
    out.append(case.hosp_m(up=True) + " - DEPARTMENT OF RADIOLOGY" if r.random() < 0.5 else
               "DIAGNOSTIC IMAGING REPORT\n" + case.hosp_m())
    out.append("")
    out.append("Patient: %s   MRN: %s   DOB: %s   Sex: %s" % (pt.m(r.choice(["LFM", "LF_UP", "LF"])), M("MRN", case.mrn),
                                                           case.D(case.dob), case.sex))
    out.append("Accession #: %s   Order #: %s" % (M("IDNUM", case.w.idnum("accession", d.year)),
                                                M("IDNUM", case.w.idnum("order", d.year))))
    out.append("Exam date: %s %s   Location: %s" % (case.D(d), time_str(r, 0), r.choice(["ED", "Inpatient", M("HOSPITAL", case.unit)])))
    out.append("Ordering provider: %s   Callback: %s" % (case.att.dr(r.choice(["LF cred", "full, cred", "Dr. full"])),
                                                       pager(r) if r.random() < 0.5 else case.P(case.hosp["phone"])))
    if r.random() < 0.6:
        out.append("Patient location: room %s" % M("LOCATION_OTHER", case.room))
    out.append("Technologist: %s, RT(%s)" % (case.w.staff("RT").m(r.choice(["full", "fi_last", "first_li"])), r.choice(["R", "R)(CT", "R)(MR"])))
    out.append("")
    out.append("EXAM: " + s["exam"])
    out.append("")
    out.append("CLINICAL HISTORY: %s %s. %s" % (case.agey(r.choice(["yo", "yo-dash", "y/o", "yo_nosp"])),
                                               "M" if case.sex == "M" else "F", s["hist"] + "."))
    out.append("")
    out.append("TECHNIQUE: " + s["tech"])
    if s.get("device"):
        out.append(_device_line(case))
    out.append("")
    out.append("COMPARISON: " + _comparison(case, d))
    out.append("")
    out.append("FINDINGS:")
    for f in s["findings"]:
        out.append(f)
    out.append("")
    out.append("IMPRESSION:")
    for i, x in enumerate(s["imp"]):
        out.append("%d. %s" % (i + 1, x))
    out.append("")
    if r.random() < 0.35:
        out.append("Critical result: findings discussed with %s by telephone at %s on %s; read-back confirmed." % (
            case.res.dr(r.choice(["Dr. full", "Dr. last"])), time_str(r, 0), case.D(d)))
        out.append("")
    if r.random() < 0.4:
        resi = case.w.clinician()
        out.append("Preliminary read by %s (resident)." % resi.dr("Dr. full"))
    out.append("I have personally reviewed the images and agree with the findings.")
    out.append(signature(case, rad, d, r.choice([0, 2, 3, 6, 7])))
    if r.random() < 0.3:
        out.append("Workstation: %s" % M("IPADDR", case.w.ip()))
    if r.random() < 0.5:
        out.append("cc: %s (%s); fax %s" % (case.pcp.dr("full, cred"), M("HOSPITAL", case.pcp_clinic["name"]),
                                           case.P(case.pcp_clinic["fax"], typ="FAX")))
    return "\n".join(out)


def rad_outpatient(case):
    r = case.r
    pt = case.pt
    s = _pick_study(case)
    center = case.w.institution(pools.IMAGING_PATTERNS, case.st)
    d = case.adm
    rad = _rad(case)
    ref = case.pcp
    out = []
    out.append(letterhead(case, inst=center, up=True, url=r.random() < 0.5))
    out.append("")
    out.append("PATIENT NAME: %s" % pt.m(r.choice(["LFM", "LF_UP"])))
    out.append("DOB: %s    AGE: %s    SEX: %s" % (case.D(case.dob), case.A(), case.sex))
    out.append("PATIENT ID: %s    ACCESSION: %s" % (M("MRN", case.mrn), M("IDNUM", case.w.idnum("accession", d.year))))
    out.append("DATE OF SERVICE: %s    TECH: %s" % (case.D(d), case.w.staff("RT").m(r.choice(["INIT", "fi_last"]))))
    out.append("REFERRING PHYSICIAN: %s" % ref.dr(r.choice(["LF_UP", "LF cred", "full, cred"])))
    out.append("REFERRING OFFICE: %s  FAX %s" % (M("HOSPITAL", case.pcp_clinic["name"]), case.P(case.pcp_clinic["fax"], typ="FAX")))
    if r.random() < 0.4:
        out.append(ins_line(case))
    if r.random() < 0.15:
        out.append("Authorization #: %s" % M("IDNUM", case.w.idnum("referral", d.year)))
    out.append("")
    out.append(s["exam"])
    out.append("")
    out.append("HISTORY: " + s["hist"])
    out.append("TECHNIQUE: " + s["tech"])
    if s.get("device"):
        out.append(_device_line(case))
    out.append("COMPARISON: " + _comparison(case, d))
    out.append("")
    out.append("FINDINGS:")
    for f in s["findings"]:
        out.append("- " + f if r.random() < 0.5 else f)
    out.append("")
    out.append("IMPRESSION:")
    out.append(" ".join(s["imp"]))
    out.append("")
    out.append("Thank you for referring %s." % (case.hon + " " + pt.m("last")))
    out.append("")
    out.append("%s, %s" % (rad.m("fml"), rad.cred))
    out.append("Board Certified Radiologist")
    out.append("Electronically signed %s %s" % (case.D(d + dt.timedelta(days=r.randint(0, 1))), time_str(r, 1)))
    out.append("Transcribed by: %s" % case.w.staff("CMT").m(r.choice(["init_lower", "full"])))
    if r.random() < 0.5:
        out.append("Images and report available to providers at %s" % case.url(center, path=r.choice(["/pacs", "/viewer", "/providers"])))
    return "\n".join(out)


def rad_addendum(case):
    r = case.r
    pt = case.pt
    s = _pick_study(case)
    d = case.adm
    rad = _rad(case)
    rad2 = _rad(case)
    out = []
    out.append("*** ADDENDUM ***")
    out.append("Addendum by %s on %s %s:" % (rad2.dr("full, cred"), case.D(d + dt.timedelta(days=r.randint(0, 2))), time_str(r, 0)))
    out.append(r.choice([
        "On re-review, the %s. This was communicated to %s at %s by phone (%s)." % (
            r.choice(["6 mm nodule is unchanged from the prior exam", "fracture line extends to the articular surface",
                      "appendix measures 9 mm rather than 11 mm"]),
            case.att.dr("Dr. full"), time_str(r, 0), case.P(case.hosp["phone"])),
        "Comparison study from %s was received after the initial report; findings are stable." % case.D(d - dt.timedelta(days=r.randint(100, 900)), "month_year"),
        "Correction: laterality in the clinical history should read LEFT. Discussed with %s, %s." % (
            case.nurses[0].m("full"), case.nurses[0].cred)]))
    out.append("")
    out.append("----- ORIGINAL REPORT -----")
    out.append("%s  %s" % (s["exam"], case.D(d, r.choice(["mdy", case.ds]))))
    out.append("Pt: %s  MRN %s  Acc %s" % (pt.m("LF"), M("MRN", case.mrn), M("IDNUM", case.w.idnum("accession", d.year))))
    out.append("Location: %s, room %s" % (r.choice(["Emergency Department", case.hosp_m()]), M("LOCATION_OTHER", case.room)))
    out.append("Indication: " + s["hist"] + r.choice(["", ". Per %s." % case.res.dr("Dr. last")]))
    out.append("")
    out.append("Technique: " + s["tech"])
    out.append("Comparison: " + _comparison(case, d))
    out.append("")
    out.append("Findings: " + " ".join(s["findings"]))
    out.append("")
    out.append("Impression: " + " ".join(s["imp"]))
    out.append("")
    out.append("Dictated by %s on %s. Signed %s." % (rad.dr("Dr. last"), case.D(d, "mdy"), case.D(d, "mdy")))
    return "\n".join(out)


def rad_screening_letter(case):
    """Result letter to the patient after a screening exam (mailed)."""
    r = case.r
    pt = case.pt
    center = case.w.institution(pools.IMAGING_PATTERNS, case.st)
    d = case.adm
    rad = _rad(case)
    screen = "mammogram" if case.sex == "F" else "low-dose lung cancer screening CT"
    out = []
    out.append(letterhead(case, inst=center, up=False, url=True))
    out.append("")
    out.append(case.D(d + dt.timedelta(days=r.randint(2, 8)), "long"))
    out.append("")
    out.append(pt.m(r.choice(["full", "fml"])))
    out.append(case.street_line(case.addr))
    out.append(case.city_line(case.addr))
    out.append("")
    out.append("Patient ID: %s   Exam date: %s" % (M("MRN", case.mrn), case.D(d)))
    out.append("")
    out.append("Dear %s %s," % (case.hon, pt.m("last")))
    out.append("")
    out.append("Thank you for choosing %s for your %s on %s. The radiologist, Dr. %s, has reviewed your images. "
               "%s" % (M("HOSPITAL", center["name"]), screen, case.D(d, "long"), rad.m("last"), (
                   "Your results are normal (benign). We recommend your next screening in one year."
                   if case.sex == "F" else
                   "A small finding was seen that needs follow-up imaging in 6 months. This is common and usually not cancer.")))
    out.append("")
    out.append("A copy of your report has been sent to %s. If you have questions, call us at %s, "
               "or visit %s." % (case.pcp.dr("Dr. full"), case.P(center["phone"]),
                                                         case.url(center, path="/results")))
    out.append("")
    out.append("Sincerely,")
    out.append("%s, Breast & Body Imaging" % rad.dr("full, cred") if case.sex == "F" else "%s, Thoracic Imaging" % rad.dr("full, cred"))
    out.append("")
    out.append("----- Report -----")
    s = C.RAD_STUDIES[9] if case.sex == "F" else C.RAD_STUDIES[10]
    out.append("%s  Accession %s" % (s["exam"], M("IDNUM", case.w.idnum("accession", d.year))))
    out.append("Findings: " + " ".join(s["findings"]))
    out.append("Impression: " + " ".join(s["imp"]))
    return "\n".join(out)


VARIANTS = [rad_hospital, rad_outpatient, rad_addendum, rad_screening_letter]


def make(case, i):
    fn = case.r.choices(VARIANTS, weights=[0.45, 0.3, 0.13, 0.12])[0]
    return fn(case)
