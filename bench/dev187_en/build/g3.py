"""Genres: cath lab procedure report; cardiac surgery operative note."""
import clin
import pools as P
from blocks import title_name
from core import Note, cap


def cover_line(N, c, pt):
    """Optional entitlement / insurance line (medical card, private insurer, EHIC/GHIC for visitors)."""
    r = c.r.random()
    if c.ie and r < 0.22:
        N.add(c.ch(["Medical card (GMS) no: ", "GMS No: ", "Medical Card: "]), (c.gms_no(), "HEALTHPLAN"), "\n")
    elif r < 0.3:
        N.add("Private patient - ", (c.ch(P.INSURERS), "ORGANIZATION"), c.ch([", policy no. ", ", member ", " membership "]),
              (c.healthplan(), "HEALTHPLAN"), "\n")
    elif r < 0.35:
        home = c.ch(["Spain", "Poland", "France", "Germany", "Lithuania", "Portugal", "Italy", "Romania", "the Netherlands"])
        N.add("Visitor from ", (home, "COUNTRY"), c.ch([" - EHIC ", " - European Health Insurance Card no. "]), (c.ehic(), "HEALTHPLAN"), "\n")


def hdr_patient(N, c, pt, compact=False):
    cover = c.p(0.5)
    lab, val = c.national_no(pt)
    if compact:
        N.add((pt.name("LF"), "PATIENT"), "  |  ", (c.fd(pt.dob, "dmy"), "DATE"), "  |  ", (str(pt.age), "AGE"),
              "M" if pt.sex == "M" else "F", "  |  ", c.ch(["MRN ", "Hosp No "]), (c.hosp_no(), "MRN"), "  |  ", lab, " ", (val, "MRN"), "\n")
        if cover:
            cover_line(N, c, pt)
        return
    N.add("Patient: ", (pt.name(c.ch(["Lf", "full", "LF"])), "PATIENT"))
    if pt.nick and c.p(0.5):
        N.add(c.ch(["  (known as ", "  (prefers "]), (pt.nick, "PATIENT"), ")")
    N.add("\n")
    N.add("DOB: ", (c.fd(pt.dob, c.ch(["dmy", "dash"])), "DATE"), "   Age: ", (str(pt.age), "AGE"), "   Sex: ", pt.sex, "\n")
    N.add(c.ch(["MRN: ", "Hospital No: ", "Unit No: "]), (c.hosp_no(), "MRN"), "   ", lab, ": ", (val, "MRN"), "\n")
    if cover:
        cover_line(N, c, pt)


SEG_TXT = {"LMS": "LMS", "proximal LAD": "LAD", "mid LAD": "LAD", "D1": "LAD", "proximal Cx": "Cx", "OM1": "Cx",
           "mid RCA": "RCA", "distal RCA": "RCA", "PDA": "RCA", "ramus": "Cx"}


def cath_report(c):
    N = Note()
    pt = c.patient()
    k = c.ch(["nstemi", "stemi_inf", "stemi_ant", "angina", "angina", "as", "nstemi"])
    hosp = c.hospital(c.ch(["tertiary", "local"]))
    op, ast, ref = c.clinician("cons"), c.clinician("reg"), c.clinician("cons")
    n1, n2, phy = c.clinician("staffnurse"), c.clinician("staffnurse"), c.clinician("phys")
    rad = c.person(None, "staff")
    N.add((hosp, "HOSPITAL"), "\n", c.ch(["Cardiac Catheterisation Laboratory", "Cath Lab", "Cardiac Investigations Unit"]), "\n")
    N.add(c.ch(["CORONARY ANGIOGRAPHY +/- PCI REPORT", "PROCEDURE REPORT: CORONARY ANGIOGRAM", "PCI PROCEDURE REPORT",
                "Cardiac Catheter Report"]), "\n\n")
    hdr_patient(N, c, pt, compact=c.p(0.4))
    t0, dur = c.ri(7 * 60, 18 * 60), c.ri(18, 95)
    N.add("Procedure date: ", (c.fd(c.ref, c.ch(["dmy", "dash", c.dstyle])), "DATE"), "   Start ", "%02d:%02d" % divmod(t0, 60),
          "   End ", "%02d:%02d" % divmod(t0 + dur, 60), "\n")
    N.add("Case no: ", (c.accession(c.ch(["CATH", "CL", "HL"])), "IDNUM"))
    if c.p(0.5):
        N.add("   Visit: ", (c.account(), "ACCOUNT"))
    N.add("\n")
    N.add("Referring: ")
    title_name(N, ref, c.ch(["full", "fl"]))
    N.add(", ", (c.hospital("local", c.ch(P.PLACES[c.nation])), "HOSPITAL"), "\n")
    N.add("Primary operator: ")
    title_name(N, op, "full")
    N.add("\nAssistant: Dr ", (ast.name(c.ch(["full", "fl"])), "DOCTOR"), " (", ast.role, ")\n")
    N.add("Nursing: ", (n1.name("full"), "DOCTOR"), c.ch([", RGN; ", " RN, "]), (n2.name(c.ch(["full", "fk"])), "DOCTOR"), "\n")
    N.add("Physiologist: ", (phy.name("full"), "DOCTOR"), "   Radiographer: ", (rad.name(c.ch(["full", "fl"])), "DOCTOR"), "\n")
    if c.p(0.6):
        N.add("Identity check: wristband x2 + ", c.ch(["palm-vein biometric ID ", "biometric ID ", "fingerprint ID "]),
              (c.bioid(), "BIOID"), c.ch([" - verified", " confirmed", " matched"]), "\n")
    N.add("\nIndication: ")
    ind = {"nstemi": "NSTEMI, GRACE score %d, ongoing troponin rise" % c.ri(98, 190),
           "stemi_inf": "Inferior STEMI - primary PCI, symptom onset %02d:%02d, door-to-balloon %d min" % (c.ri(0, 23), c.ri(0, 59), c.ri(24, 88)),
           "stemi_ant": "Anterior STEMI - primary PCI, call-to-balloon %d min" % c.ri(60, 140),
           "angina": "Stable angina CCS class %s despite two anti-anginals; CTCA %s" % (c.ch(["II", "III"]), c.ch(["CAD-RADS 4A", "CAD-RADS 4B", "LAD 70-90%"])),
           "as": "Pre-TAVI/AVR coronary assessment (severe AS)"}[k]
    N.add(ind, "\n")
    N.add("Consent: written, risks discussed (death/MI/stroke <1%, bleeding, contrast nephropathy, emergency CABG)\n")
    N.add("Allergies: ", c.ch(clin.ALLERGIES), "   eGFR: %d   Hb: %d\n\n" % (c.ri(32, 90), c.ri(98, 160)))
    N.add("PROCEDURE\n")
    acc = c.ch(["Right radial", "Right radial", "Left radial", "Right femoral (US-guided)", "Right distal radial"])
    N.add("Access: ", acc, ", %dF %s. " % (c.ch([5, 6, 6, 7]), c.ch(["Glidesheath Slender", "Prelude Ideal", "Terumo sheath"])))
    if "radial" in acc:
        N.add("Radial cocktail: heparin %d units, verapamil 2.5 mg, GTN 200 micrograms. " % c.ch([3000, 5000, 70 * c.ri(60, 100)]))
    N.add("Diagnostic catheters: ", c.ch(["5F TIG", "JL3.5 / JR4", "6F JL4, JR4", "Tiger II + JR4"]), ".\n\n")
    N.add("FINDINGS\n")
    dom = c.ch(["right", "right", "right", "right", "left", "co-"])
    if k in ("stemi_inf", "stemi_ant", "nstemi"):
        fs = clin.culprit_findings(c, k)
    else:
        fs = clin.stenosis_findings(c, c.ri(1, 4)) if k != "as" or c.p(0.5) else []
    lesions = {}
    for seg, pct in fs:
        lesions.setdefault(SEG_TXT[seg], []).append((seg, pct))
    for v in ["LMS", "LAD", "Cx", "RCA"]:
        N.add("%-4s " % v)
        if v in lesions:
            N.add("; ".join("%s %s" % (cap(seg), "occluded (TIMI 0)" if p == 100 else "%d%% stenosis" % p) for seg, p in lesions[v]))
        else:
            N.add(c.ch(["Unobstructed", "Mild irregularities only", "Normal", "Minor plaque <30%"]))
        if v == "RCA":
            N.add(" (%sdominant)" % (dom + " " if dom != "co-" else "co-"))
        N.add("\n")
    N.add("LV: ", c.ch(["LV gram not performed", "LVEDP %d mmHg" % c.ri(8, 28), "Anterior hypokinesia on LV gram, EF ~%d%%" % c.ri(30, 55)]), "\n\n")
    pci = [x for x in fs if x[1] >= 70]
    did_pci = bool(pci) and k != "as" and (k in ("stemi_inf", "stemi_ant") or c.p(0.85))
    if did_pci:
        seg = pci[0][0]
        N.add("INTERVENTION (", seg, ")\n")
        N.add("Guide: %s %dF. Wire: %s. " % (c.ch(["EBU 3.5", "XB 3.5", "JR4", "AL1", "EBU 4.0"]), c.ch([6, 7]),
                                             c.ch(["Runthrough NS", "Sion Blue", "BMW", "Whisper MS"])))
        if c.p(0.4):
            N.add("IVUS pre-PCI: MLA %.1f mm2, reference %.1f mm. " % (c.uf(1.8, 3.9), c.uf(2.5, 4.2)))
        N.add("Predilated with %.1f mm %s balloon. " % (c.ch([2.0, 2.5, 3.0]), c.ch(["semi-compliant", "NC", "cutting"])))
        N.add(cap(clin.stent_line(c, seg)), ". ")
        N.add("Final result: TIMI 3 flow, <10% residual stenosis, no dissection.\n")
        N.add("Anticoagulation: UFH %d units, ACT %d s.\n\n" % (c.ch([7000, 8000, 10000]), c.ri(250, 330)))
    N.add("Contrast: %s %d mL. Fluoroscopy %.1f min. DAP %d cGy.cm2. Air kerma %d mGy.\n" % (
        c.ch(["Omnipaque 350", "Visipaque 320", "Iomeron 350"]), c.ri(40, 260), c.uf(2.1, 38.0), c.ri(900, 9000), c.ri(120, 2100)))
    N.add("Haemostasis: ", c.ch(["TR Band 13 mL, deflation protocol", "PreludeSYNC band"]) if "radial" in acc else
          c.ch(["Angio-Seal 6F", "Manual pressure 15 min", "Perclose ProGlide"]), ".\n")
    N.add("Complications: ", c.ch(["None", "None", "Transient radial spasm", "Small haematoma, managed with pressure"]), ".\n\n")
    N.add("CONCLUSION\n")
    if did_pci and k.startswith("stemi"):
        N.add("Successful primary PCI to culprit (", pci[0][0], ").\n")
    elif did_pci:
        N.add(c.ch(["Successful PCI to culprit lesion.", "Single-vessel disease treated with DES.",
                    "Multivessel disease - culprit treated; staged PCI planned."]), "\n")
    elif fs:
        N.add("Moderate disease - for medical therapy / Heart Team discussion.\n")
    else:
        N.add("Unobstructed coronary arteries.\n")
    if did_pci:
        rec = "DAPT: aspirin lifelong plus ticagrelor 12 months" if k != "angina" else "Aspirin + clopidogrel for 6 months (stable CAD)"
    else:
        rec = c.ch(["Continue OMT; discuss at MDT", "Return to referring hospital", "Proceed to valve work-up" if k == "as" else "Continue OMT"])
    N.add("\nRECOMMENDATIONS\n- ", rec, "\n")
    N.add("- Radial pulse check and band removal per protocol\n" if "radial" in acc else "- Groin check at 1 h and 4 h; bed rest 2 h\n")
    N.add("- ", c.ch(["Repeat creatinine at 48 h", "Echo prior to discharge", "Discharge same day if well" if k == "angina" else "Echo prior to discharge"]), "\n")
    if c.p(0.5):
        N.add("- Transfer back to ", (c.ch(P.WARDS), "HOSPITAL"), ", bed ", (str(c.ri(1, 30)), "LOCATION_OTHER"), "\n")
    N.add("\nImages archived: PACS ", c.ch(["node ", "server ", "workstation "]), (c.ip(), "IPADDR"), "\n")
    N.add("Report by: ")
    title_name(N, op, c.ch(["full", "fl"]))
    lab, num = op.lic.rsplit(" ", 1)
    N.add(", ", op.role, " (", lab, " ", (num, "LICENSE"), ")\n")
    N.add("Verified: ", (c.fd(c.ref, "iso"), "DATE"), " ", "%02d:%02d" % (c.ri(8, 20), c.ri(0, 59)), c.ch([" by user ", " login: "]), (op.user, "USERNAME"), "\n")
    return N


def op_note(c):
    N = Note()
    pt = c.patient()
    pt.age = max(pt.age, c.ri(45, 84))
    pt.dob = c.dob_for(pt.age)
    op = c.ch(["cabg", "cabg", "avr", "mvr", "cabg_avr", "aortic"])
    hosp = c.hospital("tertiary")
    sg, ast, an, pf, scrub = c.clinician("surg"), c.clinician("reg"), c.clinician("anaes"), c.clinician("perf"), c.clinician("staffnurse")
    ast.role = c.ch(["ST6 Cardiothoracic Surgery", "Cardiothoracic Registrar", "Surgical Fellow"])
    N.add((hosp, "HOSPITAL"), "\n", c.ch(["Department of Cardiothoracic Surgery", "Cardiac Surgery"]), "\n")
    N.add(c.ch(["OPERATION NOTE", "OPERATIVE REPORT", "Operation Record"]), "\n\n")
    hdr_patient(N, c, pt, compact=c.p(0.3))
    N.add("Date of operation: ", (c.fd(c.ref, c.ch(["wd", c.dstyle, "dmy"])), "DATE"), "   Theatre ", (str(c.ri(1, 8)), "LOCATION_OTHER"), "\n")
    N.add("Admission: ", (c.fd(c.days(-c.ri(1, 6))), "DATE"), "   Episode: ", (c.account(), "ACCOUNT"), "\n")
    N.add("Urgency: ", c.ch(["Elective", "Urgent (inpatient)", "Elective", "Emergency"]), "   EuroSCORE II: %.2f%%\n\n" % c.uf(0.8, 9.5, 2))
    N.add("Surgeon: ")
    title_name(N, sg, "full")
    N.add(", ", sg.cred, "\nAssistant: Dr ", (ast.name(c.ch(["full", "fl"])), "DOCTOR"), " (", ast.role, ")\n")
    N.add("Anaesthetist: Dr ", (an.name(c.ch(["full", "last"])), "DOCTOR"), "\n")
    N.add("Perfusionist: ", (pf.name("full"), "DOCTOR"), "   Scrub: ", (scrub.name(c.ch(["full", "fk"])), "DOCTOR"), "\n\n")
    grafts = c.ch([(3, "SVG-OM1, SVG-PDA"), (3, "SVG-D1-OM1 sequential"), (3, "RA-OM1, SVG-RCA"), (2, "SVG-OM1"), (4, "SVG-D1, SVG-OM1, SVG-PDA")])
    proc = {"cabg": "CABG x%d (LIMA-LAD, %s)" % grafts,
            "avr": "Aortic valve replacement", "mvr": c.ch(["Mitral valve repair (triangular resection P2, ring annuloplasty)",
                                                             "Mitral valve replacement (chordal-sparing)"]),
            "cabg_avr": "AVR + CABG x%d (LIMA-LAD%s)" % (c.ri(1, 3), c.ch(["", ", SVG-OM1"])),
            "aortic": "Replacement of ascending aorta + AVR (Bentall procedure)"}[op]
    N.add("Procedure: ", proc, "\n")
    N.add("Indication: ", {"cabg": "Three-vessel CAD, SYNTAX %d, diabetic" % c.ri(23, 44), "avr": "Severe symptomatic AS",
                          "mvr": "Severe degenerative MR, LVESD %d mm" % c.ri(38, 48), "cabg_avr": "Severe AS with proximal LAD disease",
                          "aortic": "Aortic root aneurysm %d mm with bicuspid AV" % c.ri(50, 58)}[op], "\n\n")
    N.add("FINDINGS\n")
    fnd = {"cabg": ["Good-calibre LAD, intramyocardial in mid segment. ", "Diffusely diseased distal vessels; OM1 1.75 mm. "],
           "avr": ["Heavily calcified trileaflet AV. ", "Bicuspid AV (type 1, L-R raphe), calcified. "],
           "mvr": ["P2 flail with ruptured primary chords. ", "Myxomatous bileaflet prolapse, annulus dilated. "],
           "cabg_avr": ["Calcified trileaflet AV; LAD 2 mm, good target. "],
           "aortic": ["Bicuspid AV (type 1, L-R raphe); aneurysmal root, sinotubular junction effaced. "]}[op]
    N.add(c.ch(fnd))
    N.add("LV function ", c.ch(["good", "moderately impaired", "fair"]), ". Ascending aorta ", c.ch(["soft", "mildly calcified, clamped safely", "dilated %d mm" % c.ri(42, 55)]), ".\n\n")
    N.add("PROCEDURE\n")
    N.add("GA, TOE probe passed. Median sternotomy. ")
    if "cabg" in op:
        N.add("LIMA harvested %s; LSV harvested %s. " % (c.ch(["skeletonised", "pedicled"]), c.ch(["endoscopically", "open, from left thigh", "bridging technique"])))
    N.add("Heparinised (ACT >480 s). CPB via ", c.ch(["ascending aortic and two-stage RA cannulation",
                                                       "aortic and bicaval cannulation"]), ". ")
    N.add(c.ch(["Antegrade", "Antegrade and retrograde", "Antegrade del Nido"]), " cold blood cardioplegia. ")
    impl = None
    if op in ("avr", "cabg_avr", "aortic", "mvr"):
        vmod = c.ch(clin.VALVES) % c.ch([19, 21, 23, 25, 27, 29, 31])
        impl = vmod
        N.add(c.ch(["Valve excised and annulus decalcified. ", "Leaflets inspected; ", "Annulus sized; "]),
              "Implanted ", vmod, " with %s pledgeted sutures. " % c.ch(["interrupted", "non-everting", "everting"]))
    if "cabg" in op:
        N.add("Distal anastomoses with 7/0 and 8/0 Prolene; proximals on side-biting clamp. Graft flows (TTFM): LIMA %d mL/min PI %.1f. " % (c.ri(20, 80), c.uf(1.2, 3.4)))
    N.add("Weaned from CPB %s. Protamine given.\n" % c.ch(["easily in sinus rhythm", "on low-dose noradrenaline", "with AAI pacing at 90",
                                                           "after one DC shock for VF"]))
    N.add("Times: CPB %d min, cross-clamp %d min" % (c.ri(65, 190), c.ri(40, 140)))
    if op == "aortic":
        N.add(", circulatory arrest nil")
    N.add(".\n\nIMPLANTS\n")
    if impl:
        N.add("- ", impl, ", serial no. ", (c.device_sn("valve"), "DEVICE"), "\n")
    N.add("- Temporary epicardial pacing wires: ", c.ch(["2 ventricular", "2 atrial + 2 ventricular", "2 ventricular (RV)"]), "\n")
    N.add("- Sternal wires x%d%s\n" % (c.ri(6, 8), c.ch(["", "; figure-of-eight x2"])))
    N.add("Drains: %d mediastinal, %s.\n" % (c.ri(1, 2), c.ch(["1 right pleural", "1 left pleural", "no pleural"])))
    N.add("EBL %d mL. Products: %s. Crossmatch sample " % (c.ri(250, 1400), c.ch(["nil", "2 units RBC", "1 pool platelets, 4 FFP", "nil; cell saver 350 mL"])),
          (c.accession(c.ch(["BT", "XM", "TS"])), "IDNUM"), ".\n\n")
    N.add("POST-OP PLAN\n")
    N.add("- To ", c.ch(["Cardiac ICU", "CICU", "CTICU"]), ", bed ", (str(c.ri(1, 16)), "LOCATION_OTHER"), "; extubate when criteria met\n")
    N.add("- Aspirin 75 mg from day 1", c.ch(["", "; warfarin from day 2 (INR target 2.5-3.5)", "; DOAC when drains out"]) if op != "cabg" else "", "\n")
    N.add("- Drains out when <50 mL/h x 3 h; pacing wires out day 4-5\n")
    N.add("- Family update: ")
    fam = c.family(pt)
    N.add(fam.rel, " ", (fam.name(c.ch(["first", "full"])), "FAMILY"), " called on ", (c.phone(mobile=True), "PHONE"), " at ",
          "%02d:%02d" % (c.ri(12, 21), c.ri(0, 59)), "\n\n")
    N.add("Signed: ")
    title_name(N, sg, c.ch(["full", "fl"]))
    lab, num = sg.lic.rsplit(" ", 1)
    N.add(", ", sg.role, "   ", lab, " ", (num, "LICENSE"), "\n")
    if c.p(0.5):
        N.add("Dictated by Dr ", (ast.name("full"), "DOCTOR"), "; typed by ", (c.clinician("sec").name(c.ch(["full", "init2"])), "DOCTOR"), "\n")
    return N
