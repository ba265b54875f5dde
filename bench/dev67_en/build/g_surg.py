"""(2) Surgical H&P and operative notes."""
import clin
import common
import values as V
from marks import M

PROCS = [
    ("laparoscopic cholecystectomy", "symptomatic cholelithiasis", "acute on chronic cholecystitis", "gallbladder"),
    ("laparoscopic appendectomy", "acute appendicitis", "acute suppurative appendicitis", "appendix"),
    ("right total knee arthroplasty", "primary osteoarthritis, right knee", "same", "none"),
    ("open reduction internal fixation, left distal radius", "displaced distal radius fracture", "same", "none"),
    ("robotic-assisted inguinal hernia repair with mesh", "right inguinal hernia", "right indirect inguinal hernia", "hernia sac"),
    ("exploratory laparotomy, small bowel resection", "small bowel obstruction", "closed-loop SBO with ischemic segment", "small bowel segment, 22 cm"),
    ("dual-chamber pacemaker implantation", "symptomatic complete heart block", "same", "none"),
    ("left hemicolectomy", "sigmoid adenocarcinoma", "same", "left colon with mesentery"),
    ("right hip hemiarthroplasty", "displaced femoral neck fracture", "same", "femoral head"),
    ("thyroidectomy, total", "multinodular goiter with compressive symptoms", "same", "thyroid"),
    ("placement of tunneled dialysis catheter", "ESRD requiring hemodialysis", "same", "none"),
    ("L4-L5 laminectomy and fusion", "lumbar stenosis with spondylolisthesis", "same", "bone fragments"),
]


STEPS = [
    ("cholecystectomy", "Pneumoperitoneum established via Hasson technique at the umbilicus to 15 mmHg. The critical view of safety was obtained before clipping the cystic duct and artery."),
    ("appendectomy", "Pneumoperitoneum established via Hasson technique. The mesoappendix was divided with LigaSure and the base stapled with an Endo GIA."),
    ("knee", "A medial parapatellar approach was used and the tourniquet inflated to 250 mmHg. Bone cuts were made with standard instrumentation; trial components showed good balance."),
    ("hip", "A posterolateral (Kocher-Langenbeck style) approach was used. The femoral head was extracted and the canal broached; trial reduction stable."),
    ("radius", "Fluoroscopy confirmed reduction; the volar approach of Henry was utilized and the pronator quadratus elevated."),
    ("hernia", "Robotic ports placed; the peritoneal flap was raised, the hernia sac reduced and the myopectineal orifice covered."),
    ("laparotomy", "A midline incision was made and carried down through the linea alba. The ischemic segment was resected with GIA 60 staplers and a side-to-side anastomosis created."),
    ("hemicolectomy", "The white line of Toldt was incised and the splenic flexure mobilized; the IMA was ligated at its origin."),
    ("pacemaker", "A left infraclavicular pocket was created; axillary vein access obtained under fluoroscopy; leads positioned with good thresholds."),
    ("thyroidectomy", "A Kocher incision was made; both recurrent laryngeal nerves identified and preserved with nerve monitoring; parathyroids preserved."),
    ("dialysis", "Right IJ accessed under ultrasound; catheter tunneled and tip positioned at the cavoatrial junction under fluoroscopy."),
    ("laminectomy", "Midline incision; decompression of L4-L5 performed; pedicle screws placed under navigation with rods secured."),
]


def _steps(proc):
    for key, text in STEPS:
        if key in proc:
            return text
    return "The procedure was carried out in the standard fashion."


def _implant(c, proc):
    r = c.r
    if "knee" in proc or "hip" in proc:
        return "Implants: femoral component size %d, lot %s; tibial tray SN %s; poly insert %d mm. Stickers on implant log." % (
            r.randrange(3, 8), M("DEVICE", V.digits(r, 7)), M("DEVICE", V.device_sn(r)), r.choice([9, 10, 11, 12, 14]))
    if "pacemaker" in proc:
        return "Generator SN %s; RA lead SN %s; RV lead SN %s. Device registration sent to manufacturer." % (
            M("DEVICE", V.device_sn(r)), M("DEVICE", V.device_sn(r)), M("DEVICE", V.device_sn(r)))
    if "mesh" in proc:
        return "Mesh: 15 x 15 cm polypropylene, lot/serial %s." % M("DEVICE", V.device_sn(r))
    if "ORIF" in proc or "fixation" in proc or "fusion" in proc:
        return "Hardware: 7-hole volar locking plate with 2.4 mm screws; set serial %s." % M("DEVICE", V.device_sn(r))
    if "catheter" in proc:
        return "Catheter: 19 cm tip-to-cuff, serial %s." % M("DEVICE", V.device_sn(r))
    return "Implants: none."


def hp(c):
    r = c.r
    surg = c.S("surgeon")
    res = c.S("resident")
    proc, dx, _, _ = r.choice(PROCS)
    surg_day = r.randrange(1, 21)
    lines = [common.header(c, r.choice(["SURGICAL HISTORY AND PHYSICAL", "Pre-operative H&P", "GENERAL SURGERY H&P"]))]
    if r.random() < 0.4:
        lines.append(common.registration(c))
    lines.append("Referred by: %s, %s; referral rec'd %s" % (c.N(c.S("pcp", "attending"), r.choice(["dr_full", "full_cred"])), c.O(), c.D(-r.randrange(5, 40), "full")))
    lines.append("\nCC: %s\n" % dx)
    lines.append("HPI: %s is a %s %s referred for %s. Symptoms began around %s and worsened over %s. %s was seen at %s on %s where imaging showed %s. "
                 "%s reports %s. Here with %s." % (
                     c.P(r.choice(["title_last", "full", "first"])), c.A(), c.man(), dx, c.D(-r.randrange(60, 400), "partial", style=r.choice(["BY", "bY", "B"])),
                     r.choice(["the last month", "several weeks", "the past year"]), c.he().capitalize(), c.O(), c.D(-r.randrange(7, 50), "any"), dx,
                     c.he().capitalize(), r.choice(["pain 6/10", "decreased exercise tolerance", "intermittent nausea", "difficulty with stairs"]),
                     c.relname()))
    lines.append("\nPMH: " + "; ".join(clin.pmh(r)))
    yrs = [c.ya(r.randrange(2, 30)) for _ in range(2)]
    lines.append("PSH: %s (%s, %s); %s (%s)" % (r.choice(["tonsillectomy", "appendectomy", "C-section x2", "R knee arthroscopy", "CABG"]),
                                               c.D(yrs[0], style="Y"), c.other_hosp(), r.choice(["cataract surgery OU", "hernia repair", "cholecystectomy", "TURP"]),
                                               c.D(yrs[1], style=r.choice(["Y", "bY", "mY"]))))
    lines.append("Anesthesia hx: %s" % r.choice(["no complications", "PONV after surgery over %s" % c.holiday(), "PONV", "difficult airway noted at outside hospital", "family hx malignant hyperthermia denied"]))
    lines.append("Meds: " + "; ".join(clin.meds(r)))
    lines.append("Allergies: %s" % r.choice(["NKDA", "cefazolin (rash)", "latex", "morphine (itching)"]))
    lines.append("FHx: %s" % r.choice(["father MI at " + c.A("bare", age=r.randrange(45, 70)), "mother with breast ca", "noncontributory", "brother with DVT"]))
    lines.append("SHx: %s. Lives in %s with %s. %s. Advance directive on file; HCP is %s (%s)." % (
        common.cap(c.job_phrase()), c.city_state(), c.relname(), r.choice(["Never smoker", "10 pack-years, quit", "Drinks 2 beers/night"]),
        c.FN(c.F(), "full"), c.ph()))
    lines.append("\nROS: 12-point negative except as above.")
    lines.append("Exam: " + clin.vitals(r) + "\n" + "\n".join(clin.exam(r)))
    lines.append("\nData: %s. %s. %s. Type and screen sent (%s)." % (clin.bmp(r), clin.cbc(r), clin.misc_labs(r), M("IDNUM", "BB" + V.digits(r, 6))))
    lines.append("ECG %s: %s." % (c.D(-r.randrange(1, 10), "short"), r.choice(["NSR", "sinus brady 52", "AF rate controlled"])))
    lines.append("\nAssessment: %s %s with %s. %s." % (c.A("yo"), c.sex, dx, r.choice(clin.SCORES[20:34])))
    lines.append("Plan: %s scheduled %s at %s, OR %s, with %s. Consent signed; risks incl. bleeding, infection, DVT, "
                 "conversion to open discussed with patient and %s. Hold apixaban 48 h prior. Pre-op clearance from %s (%s)." % (
                     proc, c.D(surg_day, "full"), c.H(), M("LOCATION_OTHER", str(r.randrange(1, 20))), c.N(surg, "dr_last"),
                     c.relname(), c.N(c.S("cardio", "attending"), "dr_full"), M("FAX", V.us_phone(r)) + " fax"))
    lines.append("")
    lines.append("%s\n%s" % (c.N(res, "full_cred") + " for " + c.N(surg, "dr_full"), common.footer(c, surg)))
    return "\n".join(lines), "H&P"


def opnote(c):
    r = c.r
    surg, asst, anes = c.S("surgeon"), c.S("resident"), c.S("anes")
    proc, pre, post, spec = r.choice(PROCS)
    circ, scrub = c.S("circ", "nurse"), c.S("scrub", "nurse")
    lines = [common.header(c, r.choice(["OPERATIVE REPORT", "Operative Note", "BRIEF OP NOTE / OPERATIVE REPORT"]), style=r.choice(["form", "stack", "banner"]))]
    lines.append("DATE OF OPERATION: %s" % c.D(None, "full"))
    lines.append("OR: %s %s   Case #: %s" % (r.choice(["OR", "Room", "Suite"]), M("LOCATION_OTHER", str(r.randrange(1, 24))), M("IDNUM", V.order_no(r))))
    lines.append("SURGEON: %s\nASSISTANT: %s%s\nANESTHESIA: %s by %s\nCIRCULATOR: %s   SCRUB: %s" % (
        c.N(surg, r.choice(["fml_cred", "full_cred", "dr_full"])), c.N(asst, "full_cred"),
        (", " + c.N(c.S("pa", "pa"), "full_cred")) if r.random() < 0.4 else "",
        r.choice(["GETA", "spinal with MAC", "LMA general", "regional block + sedation"]), c.N(anes, "full_cred"),
        c.N(circ, r.choice(["full_cred", "first", "lf"])), c.N(scrub, r.choice(["full", "first", "initials"]))))
    lines.append("\nPREOPERATIVE DIAGNOSIS: %s\nPOSTOPERATIVE DIAGNOSIS: %s\nPROCEDURE: %s" % (pre, pre if post == "same" else post, proc))
    lines.append("INDICATIONS: %s is a %s %s with %s who elected to proceed after discussion of risks, benefits and alternatives. "
                 "Consent witnessed by %s." % (c.P(r.choice(["title_last", "full"])), c.A(), c.man(), pre, c.N(circ, "full_cred")))
    body = [
        "The patient was identified in the holding area by name, %s, and MRN %s, and brought to the operating room." % (c.P("full"), c.ID("MRN")),
        "Time-out performed with all team members; antibiotics (cefazolin 2 g IV) given within 60 minutes of incision.",
        "Patient positioned %s with all pressure points padded; SCDs on; Bair Hugger in place." % r.choice(["supine", "lateral decubitus", "prone on Jackson table", "lithotomy"]),
        _steps(proc),
        "Hemostasis obtained. Irrigation with 2 L warm saline. %s placed. Fascia closed with 0 PDS; skin with 4-0 Monocryl and Dermabond." % r.choice(clin.DEVICES_GENERIC[6:9]),
        _implant(c, proc),
    ]
    lines.append("\nDESCRIPTION OF PROCEDURE:\n" + " ".join(body))
    lines.append("\nEBL: %d mL. FLUIDS: %d mL LR. UOP: %d mL. COMPLICATIONS: none. COUNTS: correct x2." % (r.randrange(5, 800), r.randrange(500, 3500), r.randrange(50, 900)))
    if spec != "none":
        lines.append("SPECIMENS: %s to pathology, specimen label %s, requisition %s." % (spec, M("IDNUM", V.accession(r, c.enc.year)), M("IDNUM", V.order_no(r))))
    else:
        lines.append("SPECIMENS: none.")
    lines.append("DISPOSITION: Extubated in OR, to PACU %s in stable condition. %s was updated in the family waiting area%s." % (
        "bay " + M("LOCATION_OTHER", str(r.randrange(1, 20))),
        c.relname(), r.choice(["", " and by phone at " + c.ph()])))
    lines.append("%s was present and scrubbed for the entire procedure." % c.N(surg, "dr_last"))
    lines.append("")
    if r.random() < 0.5:
        lines.append(common.transcription(c, surg))
        lines.append(common.footer(c, surg, kinds=["cc"] if r.random() < 0.5 else []))
    else:
        lines.append(common.footer(c, surg))
    return "\n".join(lines), "operative"


def brief(c):
    r = c.r
    surg, asst = c.S("surgeon"), c.S("resident")
    proc, pre, post, spec = r.choice(PROCS)
    lines = [
        "BRIEF OP NOTE  %s %s" % (c.D(None, "short"), c.time()),
        "Pt: %s  %s  MRN %s  Acct %s" % (c.P(r.choice(["LF", "LAST", "init"])), c.A(r.choice(["sexS", "sex", "y"])), c.ID("MRN"), c.ID("ACCOUNT")),
        "Pre-op dx: %s" % pre,
        "Post-op dx: %s" % (pre if post == "same" else post),
        "Procedure: %s" % proc,
        "Surgeon: %s   Asst: %s" % (c.N(surg, r.choice(["LAST", "dr_last", "lower"])), c.N(asst, r.choice(["last", "full", "lower"]))),
        "Anesthesia: %s (%s)" % (r.choice(["GA", "spinal", "MAC"]), c.N(c.S("anes"), r.choice(["last", "full_cred"]))),
        "Findings: %s" % r.choice(["as expected", "dense adhesions RUQ", "perforation with purulent fluid", "good bone stock"]),
        "EBL %d mL   Drains: %s   Specimen: %s%s" % (r.randrange(5, 600), r.choice(["none", "JP x1", "Blake 19Fr"]), spec,
                                                   (" (" + M("IDNUM", V.accession(r, c.enc.year)) + ")") if spec != "none" else ""),
        _implant(c, proc),
        "Complications: none   Condition: stable to PACU",
        "Family (%s) updated; called %s." % (c.relname(), c.ph()),
        "Plan: %s; DVT ppx enoxaparin 40 mg daily POD 1; %s; f/u clinic %s on %s." % (
            r.choice(["regular diet as tolerated", "NPO, NGT to LIWS", "WBAT with PT", "clears tonight"]), r.choice(clin.MEDS),
            c.N(surg, "dr_last"), c.D(r.randrange(10, 20), "any")),
        "--%s %s pgr %s" % (c.N(asst, r.choice(["init_cred", "full_cred_nc", "lower"])), c.time(), M("PHONE", asst.pager)),
    ]
    if r.random() < 0.5:
        lines.append(common.audit(c))
    return "\n".join(lines) + "\n", "brief-op"


def make(c):
    return c.r.choice([hp, hp, opnote, opnote, brief])(c)
