"""Operative reports: dictated full report, brief post-op note, bedside procedure note."""
import datetime as dt

import clinical as C
import pools
from core import M, fdate
from common import (lc, H, vitals, signature, dictation_footer, time_str, pager, lab_line)

MODEL = {"Dual-chamber pacemaker generator": "model DR-420", "Right atrial lead 52 cm": "model 5076-52",
         "Right ventricular lead 58 cm": "model 5076-58", "Single-chamber ICD generator": "model VR-D1",
         "Cephalomedullary nail 11 mm x 200 mm": "TFN-A", "Femoral component, cemented, size 5": "PS",
         "Tibial baseplate, size 4": "", "Polyethylene insert 10 mm": "", "Patellar button 35 mm": "",
         "Lag screw 95 mm": "", "Distal interlocking screw 40 mm": "", "Polypropylene mesh 6 x 11 cm": ""}


FINDINGS = {
    "lapchole": "Distended, thick-walled gallbladder with omental adhesions; no bile leak.",
    "appy": "Inflamed appendix with purulent fluid in the right lower quadrant; no perforation.",
    "tka": "Tricompartmental osteoarthritis, worst in the medial compartment; intact collateral ligaments.",
    "hipnail": "Comminuted intertrochanteric fracture reduced to near-anatomic alignment.",
    "ppm": "Atrial lead R wave 3.2 mV, threshold 0.7 V; ventricular lead R wave 11 mV, threshold 0.5 V.",
    "hernia": "Indirect inguinal hernia with a moderate-sized sac; no incarcerated contents.",
    "csection": "Viable infant, normal uterus, tubes and ovaries.",
    "colectomy": "Thickened sigmoid colon with dense inflammatory adhesions to the pelvic sidewall.",
    "carpal": "Flattened, hyperemic median nerve beneath a thickened transverse carpal ligament.",
    "icd": "Generator at ERI; lead impedance and sensing within normal limits.",
}


def _pick_proc(case):
    r = case.r
    while True:
        p = r.choice(C.PROCEDURES)
        if p["key"] == "csection" and (case.sex != "F" or case.age > 44):
            continue
        if p["key"] in ("tka", "ppm", "icd") and case.age < 40:
            continue
        return p


def _team(case, proc):
    w = case.w
    r = case.r
    surg = w.clinician(spec=proc["spec_svc"])
    asst = w.staff(r.choice(["PA-C", "MD (resident)", "NP", "RNFA"]))
    anes = w.clinician(spec="Anesthesiology")
    crna = w.staff("CRNA")
    scrub = w.staff("CST")
    circ = w.staff("RN")
    return surg, asst, anes, crna, scrub, circ


def _implants(case, proc):
    r = case.r
    if not proc["implant"]:
        return []
    out = []
    for it in C.IMPLANTS[proc["implant"]]:
        model = MODEL.get(it, "")
        sn = M("DEVICE", case.w.device_sn())
        if r.random() < 0.5:
            out.append("%s%s, SN %s" % (it, (" (" + model + ")") if model else "", sn))
        else:
            out.append("%s%s - serial # %s" % (it, (", " + model) if model else "", sn))
    return out


def op_full(case):
    r = case.r
    pt = case.pt
    proc = _pick_proc(case)
    surg, asst, anes, crna, scrub, circ = _team(case, proc)
    d = case.proc_date
    out = []
    out.append(case.hosp_m(up=True))
    out.append("OPERATIVE REPORT")
    out.append("")
    out.append("PATIENT: %s" % pt.m(r.choice(["LFM", "LF_UP", "FULL_UP"])))
    out.append("MRN: %s        ACCT: %s" % (M("MRN", case.mrn), M("ACCOUNT", case.acct)))
    out.append("DOB: %s        AGE: %s" % (case.D(case.dob), case.A()))
    out.append("DATE OF ADMISSION: %s" % case.D(case.adm))
    out.append("DATE OF OPERATION: %s" % case.D(d))
    out.append("LOCATION: %s, OR %s" % (r.choice(["Main OR", "Ambulatory Surgery", "Main OR"])
                                        if proc["key"] not in ("ppm", "icd") else "EP Lab",
                                        M("LOCATION_OTHER", str(r.randint(1, 18)))))
    out.append("")
    out.append("SURGEON: %s" % surg.dr(r.choice(["full, cred", "LF_UP"])))
    out.append("ASSISTANT: %s" % asst.dr("full, cred"))
    out.append("ANESTHESIOLOGIST: %s" % anes.dr("full, cred") + (" / CRNA: %s" % crna.m("full") if r.random() < 0.6 else ""))
    out.append("")
    out.append("PREOPERATIVE DIAGNOSIS: " + proc["pre"] + ".")
    out.append("POSTOPERATIVE DIAGNOSIS: " + proc["post"] + ".")
    out.append("PROCEDURE PERFORMED: " + proc["name"] + ".")
    out.append("ANESTHESIA: " + proc["anes"] + ".")
    out.append("ESTIMATED BLOOD LOSS: " + proc["ebl"] + ".")
    out.append("FLUIDS: %d mL crystalloid." % r.choice([600, 800, 1000, 1200, 1500]))
    out.append("URINE OUTPUT: %s." % r.choice(["Not measured", "150 mL", "300 mL"]))
    if proc["spec"] != "None":
        out.append("SPECIMENS: %s to pathology (accession %s)." % (proc["spec"], M("IDNUM", case.w.idnum("path", d.year))))
    else:
        out.append("SPECIMENS: None.")
    imp = _implants(case, proc)
    if imp:
        out.append("IMPLANTS:")
        for x in imp:
            out.append("  - " + x)
    out.append("DRAINS: %s." % (r.choice(["None", "None", "19 French Blake drain", "Hemovac"])
                                if proc["key"] in ("lapchole", "colectomy", "tka", "hipnail") else "None"))
    out.append("ANTIBIOTICS: %s within 60 minutes of incision." % r.choice(["Cefazolin 2 g IV", "Cefazolin 3 g IV",
                                                                          "Vancomycin 15 mg/kg IV (PCN allergy)", "Cefoxitin 2 g IV"]))
    out.append("COMPLICATIONS: None apparent.")
    out.append("CONDITION: Stable to PACU.")
    out.append("")
    out.append("PREOPERATIVE NOTE: The patient was identified in the preoperative holding area by name and date of "
               "birth (%s) and the consent, site marking and history and physical dated %s were reviewed." % (
                   case.D(case.dob, r.choice(["mdy", case.ds])), case.D(d - dt.timedelta(days=r.randint(1, 20)), "mdy")))
    out.append("")
    out.append("INDICATIONS: %s is a %s %s with %s. %sThe risks, benefits and alternatives were discussed "
               "with the patient%s, and informed consent was obtained." % (
                   case.hon + " " + pt.m("last"), case.agey("yo-dash"), case.sexw(), lc(proc["pre"]),
                   r.choice(["Symptoms have progressed despite conservative therapy. ", "",
                             "Imaging confirmed the diagnosis. ",
                             "%s was seen in clinic on %s. " % (pt.he.capitalize(), case.D(d - dt.timedelta(days=r.randint(7, 40)))),
                             "%s was referred by %s. " % (pt.he.capitalize(), case.pcp.dr("Dr. full"))]),
                   "" if r.random() < 0.5 else " and %s %s" % (pt.his, case.fam[0].rel + " " + case.fam[0].m("full"))))
    out.append("")
    out.append("DESCRIPTION OF PROCEDURE:")
    for para in proc["body"]:
        out.append(para)
        out.append("")
    out.append("I was present and scrubbed for the entire procedure." if r.random() < 0.6 else
               "Dr. %s was present for the critical portions of the case." % surg.m("last"))
    out.append("Scrub: %s, CST. Circulator: %s, RN." % (scrub.m(r.choice(["full", "fi_last"])), circ.m("full")))
    out.append("")
    out.append("FINDINGS: " + FINDINGS[proc["key"]])
    out.append("")
    f = case.fam[0]
    out.append("POSTOPERATIVE PLAN: %s I spoke with %s %s %s after the procedure%s and reviewed the findings and plan." % (
        r.choice(["Multimodal analgesia, early ambulation, incentive spirometry.",
                  "DVT prophylaxis with enoxaparin starting POD 1. PT/OT evaluation.",
                  "Diet as tolerated. Discharge home when criteria met.",
                  "Arm sling for 24 h, wound check in 7-10 days in clinic."]),
        pt.his, f.rel, f.m(r.choice(["first", "full"])),
        r.choice(["", " in the family waiting area", " by telephone at " + case.P(f.phone)])))
    out.append("Follow-up in %s clinic on %s; office %s." % (proc["spec_svc"].lower(), case.D(
        d + dt.timedelta(days=r.randint(7, 21)), r.choice([case.ds, "wk_long"])), case.P(case.w.phone(case.st))))
    out.append("")
    out.append("DISPOSITION: %s" % r.choice(["PACU then home with %s." % case.fam_ref(),
                                             "Admit to %s for overnight observation." % M("HOSPITAL", case.unit),
                                             "PACU, then floor."]))
    out.append("")
    out.append(surg.dr("full, cred"))
    out.append(dictation_footer(case, surg, d))
    return "\n".join(out)


def op_brief(case):
    r = case.r
    pt = case.pt
    proc = _pick_proc(case)
    surg, asst, anes, crna, scrub, circ = _team(case, proc)
    d = case.proc_date
    out = []
    out.append("Brief Operative Note")
    out.append("%s  |  OR %s  |  %s" % (case.D(d, r.choice([case.ds, "wk_md"])), M("LOCATION_OTHER", str(r.randint(1, 14))),
                                       case.hosp_m()))
    out.append("Pt: %s, %s%s, MRN %s" % (pt.m(r.choice(["full", "LF"])), case.A(), case.sex, M("MRN", case.mrn)))
    out.append("")
    out.append("Pre-op dx: " + proc["pre"])
    out.append("Post-op dx: " + proc["post"])
    out.append("Procedure: " + proc["name"])
    out.append("Surgeon: %s   Assist: %s" % (surg.dr("Dr. last"), asst.dr("full cred")))
    out.append("Anesthesia: %s (%s)" % (proc["anes"], anes.dr("Dr. last")))
    t0 = r.randint(7 * 60, 17 * 60)
    t1 = t0 + r.randint(25, 190)
    out.append("Incision %02d:%02d / Close %02d:%02d" % (t0 // 60, t0 % 60, (t1 // 60) % 24, t1 % 60))
    out.append("EBL: " + proc["ebl"])
    out.append("Specimens: " + (proc["spec"] + " - #" + M("IDNUM", case.w.idnum("path", d.year)) if proc["spec"] != "None" else "none"))
    imp = _implants(case, proc)
    if imp:
        out.append("Implants: " + "; ".join(imp))
    out.append("Drains: none. Complications: none. Counts correct x2.")
    out.append("Findings: " + FINDINGS[proc["key"]])
    out.append("Dispo: PACU, stable, extubated.")
    out.append("Plan: %s" % r.choice(["Regular diet, ambulate tonight, discharge home if voiding.",
                                      "Admit to floor, DVT ppx POD1, PT eval.",
                                      "Ancef x 24 h, XR in PACU, WBAT."]))
    if r.random() < 0.6:
        out.append("Family (%s %s) updated in waiting room at %02d:%02d." % (case.fam[0].rel, case.fam[0].m("first"), (t1 // 60 + 1) % 24, t1 % 60))
    out.append("")
    out.append(signature(case, surg, d, r.choice([0, 2, 3, 7])))
    return "\n".join(out)


BEDSIDE = [
    ("Ultrasound-guided right internal jugular central venous catheter placement", "Septic shock, need for vasopressors",
     "Triple-lumen catheter placed with dynamic ultrasound guidance using full barrier precautions. Wire visualized in vein. "
     "Blood return from all ports. Secured at 16 cm. CXR confirms tip at cavoatrial junction, no pneumothorax."),
    ("Diagnostic and therapeutic paracentesis", "Cirrhosis with tense ascites",
     "Left lower quadrant site marked with ultrasound. 5 French catheter introduced; 5.2 L of straw-colored fluid removed. "
     "Albumin 25% 50 g given. Fluid sent for cell count, culture and albumin."),
    ("Right thoracentesis", "Right pleural effusion",
     "Posterior approach at the 8th intercostal space under ultrasound guidance. 1.1 L serosanguineous fluid removed. "
     "Post-procedure ultrasound without pneumothorax."),
    ("Lumbar puncture", "Headache and fever, rule out meningitis",
     "L3-L4 interspace, lateral decubitus. Opening pressure 18 cm H2O. Clear CSF, 4 tubes collected. "
     "Patient tolerated well."),
]


def op_bedside(case):
    r = case.r
    pt = case.pt
    name, ind, desc = r.choice(BEDSIDE)
    d = case.mid
    op = case.res
    sup = case.att
    out = []
    out.append("PROCEDURE NOTE")
    out.append("Date/time: %s %s" % (case.D(d), time_str(r, 0)))
    out.append("Patient: %s   MRN: %s   Location: %s rm %s" % (pt.m(r.choice(["full", "LF"])), M("MRN", case.mrn),
                                                             M("HOSPITAL", case.unit), M("LOCATION_OTHER", case.room)))
    out.append("Procedure: " + name)
    out.append("Indication: " + ind)
    out.append("Operator: %s; Supervising: %s" % (op.dr("full, cred"), sup.dr("Dr. full")))
    out.append("Consent: %s" % r.choice([
        "written, obtained from patient",
        "obtained from %s %s (health care proxy) by telephone at %s" % (case.fam[0].rel, case.fam[0].m("full"),
                                                                        case.P(case.fam[0].phone))]))
    out.append("Time-out performed with %s, RN at %s." % (case.nurses[0].m("full"), time_str(r, 0)))
    out.append("Anesthesia: 1% lidocaine, 5 mL.")
    out.append("")
    out.append("Description: " + desc)
    out.append("")
    out.append("Specimens: %s" % ("labeled and sent, order # " + M("IDNUM", case.w.idnum("order", d.year))
                                  if "sent" in desc or "collected" in desc else "none"))
    out.append("EBL: < 5 mL. Complications: none.")
    out.append("Pre-procedure labs: INR %s, Plt %s" % (case.lab_adm["INR"], case.lab_adm["Plt"]))
    out.append("")
    out.append(signature(case, op, d))
    return "\n".join(out)


VARIANTS = [op_full, op_brief, op_bedside]


def make(case, i):
    fn = case.r.choices(VARIANTS, weights=[0.55, 0.3, 0.15])[0]
    return fn(case)
