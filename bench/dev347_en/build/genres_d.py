"""Own genres: vascular access device insertion record, RIS/PACS audit and dose log,
histopathology specimen request."""
import datetime as dt
import pools as PL
import blocks as B
import procs as PR


def g_line(n, c):
    p, r = c.proc, c.r
    n.l(c.ch(["VASCULAR ACCESS DEVICE INSERTION RECORD", "Central Venous Access - Insertion Bundle",
              "PICC / CVAD INSERTION RECORD", "Line insertion record (IR)"]))
    n.l(c.H(1), " - ", c.ch(["Vascular Access Service", "IR", "IR / Vascular Access Team"]))
    if c.pr(0.5):
        B.sticker(n, c)
    else:
        B.banner(n, c)
    bedside = p["k"] == "picc" and c.pr(0.4)
    n.l("Date of insertion: ", c.D(c.proc_date, c.ch([c.ds, "long", "abbr"])), "   Time: ", c.tm(8, 18))
    if bedside:
        n.l("Location: bedside, ", ("HOSPITAL", c.ward), " bed ", ("LOCATION_OTHER", c.bed))
    else:
        n.l("Location: IR room ", ("LOCATION_OTHER", c.room), *([", ", ("LOCATION_OTHER", c.building())] if c.pr(0.35) else []))
    who = c.ch(["ir_cns", "ir_reg", "ir_fellow"])
    n.l("Inserter: ", c.Dr(who, "FL") if who != "ir_cns" else c.S(who, "FL"), {"ir_cns": " (vascular access CNS)", "ir_reg": " (IR registrar)",
                                         "ir_fellow": " (IR fellow)"}[who], "   ", c.LIC(who))
    if c.pr(0.6):
        n.l("Supervisor: ", c.Dr("ir_cons"), "   Assistant: ", c.S(c.ch(["ir_nurse", "hca"]), "FL"))
    n.l("")
    n.l("Indication / intended therapy: ", PR.indication(c))
    n.l("Device: ", p["implant"])
    n.l("  Catalogue REF: ", c.ch(["4175108", "H965468540", "CV-45552-PIC", "8816135", "PPS-SL-8F"]),
        "   Lot: ", c.device_lot(), "   Serial: ", c.device_sn())
    n.l("  Expiry: ", c.ch(["2026-08", "2027-01", "2025-11", "2028-03"]), " (device)   Power-injectable: ",
        c.ch(["yes (5 mL/s)", "no", "yes"]))
    if p["k"] == "picc":
        n.l("Vessel: ", c.ch(["R basilic", "L basilic", "R brachial", "R cephalic"]), ", diameter ",
            f"{r.randint(30, 62) / 10:.1f}", " mm; catheter-to-vein ratio ", str(r.randint(22, 44)), "%")
        n.l("Arm circumference ", str(r.randint(22, 38)), " cm (10 cm above ACF). Total length ", str(r.randint(36, 52)),
            " cm, external ", str(r.randint(0, 4)), " cm.")
    else:
        n.l("Vessel: ", c.ch(["R IJV", "L IJV", "R IJV (patent, compressible)"]), "; tunnel ", str(r.randint(6, 12)),
            " cm; ", c.ch(["cuff 2 cm from exit site", "pocket R infraclavicular", "exit site R chest"]))
    n.l("Technique: US-guided, ", c.ch(["MST", "modified Seldinger", "Seldinger"]), ", attempts: ", str(r.randint(1, 3)),
        "; max barrier precautions; CHG 2% skin prep; time-out done.")
    n.l("Tip confirmation: ", c.ch(["ECG tip location (P-wave peak)", "fluoroscopy", "CXR"]), " - ",
        c.ch(["cavo-atrial junction", "lower SVC", "upper RA"]))
    if c.pr(0.6):
        n.l("CXR ", c.D(c.proc_date, c.ch(["short", c.ds])), " acc ", c.idnum("acc"), " reviewed by ", c.Dr("ir_reg"),
            ": tip at ", c.ch(["T6", "2 vertebral bodies below carina", "CAJ"]))
    n.l("Securement: ", c.ch(["adhesive securement device", "subcutaneous anchor", "sutures x2"]), "; dressing ",
        c.ch(["CHG gel dressing", "transparent semi-permeable"]), ". Flushed 10 mL 0.9% NaCl pulsatile; locked ",
        c.ch(["saline", "heparin 10 units/mL 3 mL", "taurolidine"]), ".")
    n.l(B.hard_neg(c, "line"))
    n.l("")
    n.l("Patient education: ", c.ch(["line passport given", "port card issued", "leaflet + line passport"]),
        *([", card no. ", c.idnum("book")] if c.pr(0.3) else []))
    n.l("Care in community: ", ("HOSPITAL", c.ch(c.C["towns"])[0] + c.ch([" District Nurses", " Community IV Team",
                                                                         " Outpatient Antibiotic Therapy Clinic"])),
        c.ch([" weekly dressing/flush", " - referral sent"]), *(["; contact ", ("PHONE", c.phone("land"))] if c.pr(0.5) else []))
    if c.pr(0.3):
        n.l("Carer trained: ", c.F("FL"), " (", c.rel, ")", c.ch(["", " - will flush at home"]))
    n.l("Care plan: ", c.ch(["dressing and needle-free connector change every 7 days", "flush weekly when not in use",
                             "port needle change every 7 days during infusion"]), "; ", c.ch([
        "measure arm circumference at each dressing change" if p["k"] == "picc" else "check cuff/exit site at each dressing",
        "check external length each use",
        "report swelling, fever, pain to IR"]), ".")
    n.l("Removal criteria: end of therapy, suspected CRBSI, occlusion unresponsive to alteplase, or tip migration.")
    n.l("Registry: entered to device registry by ", ("USERNAME", c.uname(who)), " on ", c.D(c.proc_date, "iso"),
        *([" ref ", c.idnum("req")] if c.pr(0.4) else []))
    if c.pr(0.4):
        n.l("Planned removal: ", c.D(c.days(r.choice([28, 42, 84, 180])), c.ch(["my", c.ds, "long"])), c.ch(["", " (end of antibiotics)"]))
    n.l("Signature: ", c.S(who, c.ch(["FL", "IL"])), "  ", c.D(c.proc_date, "short"), " ", c.tm(9, 19))


ACTIONS = ["Order created", "Order vetted / protocolled", "Appointment booked", "Patient arrived", "Exam started",
           "Images received", "Dose SR received", "Exam completed", "Report drafted", "Report verified",
           "Study viewed", "Study exported", "Addendum added", "Images sent via image exchange"]


def g_audit(n, c):
    p, r = c.proc, c.r
    exp = c.days(r.randint(1, 120))
    n.l(c.ch(["RIS AUDIT TRAIL", "PACS ACCESS / AUDIT REPORT", "RIS/PACS exam history export", "Exam audit log"]),
        " - exported ", c.D(exp, "iso"), " ", c.tm(8, 18), " by ", ("USERNAME", c.uname("coord")))
    if c.pr(0.6):
        n.l("Request: ", c.ch(["privacy office audit", "IR QA / dose review", "patient access request",
                               "incident review ref "]), *([c.idnum("incident")] if c.pr(0.4) else []))
    dicom = c.pr(0.5)
    pn = c.pt["last"].upper() + "^" + c.pt["first"].upper() + (("^" + c.pt["mid"]) if c.pt["mid"] else "")
    n.l("Patient: ", ("PATIENT", pn if dicom else c.fmt_name(c.pt, "LFUU")), "   PID: ", ("MRN", c.mrn),
        "   DOB: ", c.D(c.dob, "compact" if dicom else "iso"), "   Sex: ", c.sex)
    if c.pr(0.5):
        n.l("Other PID: ", c.nat, " (", B.id_label(c), ")")
    acc = c.idnum("acc")
    n.l("Exam: ", p["short"].upper(), "   Modality: XA", c.ch(["", "/CT", "/US"]), "   Accession: ", acc,
        "   Visit: ", ("ACCOUNT", c.acct))
    if c.pr(0.6):
        n.l("Study UID: ", ("IDNUM", "1.2.826.0.1.3680043.9." + c.digits(4) + "." + c.digits(8) + "." + c.digits(3)))
    n.l("Performing: ", c.Dr("ir_cons", "LFUU"), "   Site: ", c.H(1))
    n.l("")
    n.l("Timestamp            | User         | Workstation      | Action")
    t0 = dt.datetime(c.proc_date.year, c.proc_date.month, c.proc_date.day) - dt.timedelta(days=r.randint(1, 6))
    t0 += dt.timedelta(seconds=r.randint(7, 9) * 3600 + r.randint(0, 3000))
    users = [("clerk", "booking"), ("ir_cons", "radiologist"), ("radiographer", "radiographer"),
             ("ir_reg", "registrar"), ("typist", "secretary")]
    rak = r.randint(400, 6500)
    dap = f"{r.randint(20, 600)}.{r.randint(0, 9)}"
    flu = f"{r.randint(3, 60)}.{r.randint(0, 9)}"
    for i, act in enumerate(ACTIONS):
        if i > 2 and r.random() < 0.25:
            continue
        if i == 3:
            t0 = dt.datetime(c.proc_date.year, c.proc_date.month, c.proc_date.day) + \
                dt.timedelta(seconds=r.randint(8, 12) * 3600 + r.randint(0, 3000))
        role = {0: "referrer", 1: "ir_cons", 2: "clerk", 3: "clerk", 4: "radiographer", 5: "radiographer",
                6: "radiographer", 7: "radiographer", 8: "ir_reg", 9: "ir_cons"}.get(i, c.ch(users)[0])
        u = c.uname(role)
        n.f(c.D(t0.date(), "iso"), f" {t0.hour:02d}:{t0.minute:02d}:{t0.second:02d} | ", ("USERNAME", u), " " * max(1, 13 - len(u)), "| ")
        ipv = c.ip()
        n.f(ipv, " " * max(1, 17 - len(ipv[1])), "| ", act)
        if act == "Dose SR received":
            n.f(f" (DAP {dap} Gy.cm2, RAK {rak} mGy, fluoro {flu} min)")
        elif act == "Images sent via image exchange":
            n.f(" to ", c.H(2))
        elif act == "Order created":
            n.f(" ", c.idnum("req"))
        elif act == "Study exported":
            n.f(c.ch([" to CD (patient request)", " to teaching file (anonymised)", " to USB - encrypted"]))
        n.f("\n")
        t0 += dt.timedelta(seconds=r.randint(120, 9000) if i < 9 else r.randint(600, 90000))
    n.l("")
    if c.pr(0.5):
        bg = c.ch(["ward_nurse", "hca", "onc"])
        n.l("BREAK-GLASS ACCESS: user ", ("USERNAME", c.uname(bg)), " (", c.S(bg, "FL"), ") from ", c.ip(), " at ",
            c.D(c.days(r.randint(1, 30)), "iso"), " ", c.tm(0, 23), "; reason: '", c.ch(["clinical care", "covering colleague",
                                                                                          "family member?"]), "'")
        n.l("Reviewed by privacy officer ", c.S("coord", "FL"), ": ", c.ch(["appropriate", "referred to line manager",
                                                                              "no further action"]), ".")
    n.l("Dose summary: total RAK ", str(rak), " mGy; DAP ", dap, " Gy.cm2; fluoro ", flu, " min; peak skin dose est ",
        f"{rak * 0.7 / 1000:.1f}", " Gy.")
    if rak > 3000:
        n.l("SRDL exceeded (>3 Gy RAK): skin check letter sent; IR nurse to phone patient at 2-4 weeks on ",
            ("PHONE", c.ph_mob), c.ch(["", " and document in notes"]))
    else:
        n.l("Below SRDL; no skin follow-up required.")
    if c.pr(0.4):
        n.l("Patient portal viewer link issued: ", c.url("pacs"))
    n.l("Report status: ", c.ch(["FINAL", "FINAL (addended)", "PRELIM"]), "; verified by ", c.Dr("ir_cons", "FL"), " ",
        c.D(c.proc_date, "iso"))


def g_histo(n, c):
    p, r = c.proc, c.r
    lab_priv = c.cc in ("AU", "US", "NZ") and c.pr(0.5)
    n.l(c.ch(["HISTOPATHOLOGY REQUEST", "Cellular Pathology Request Form", "SURGICAL PATHOLOGY REQUISITION",
              "Histology / Cytology request - IR"]))
    if lab_priv:
        n.l("To: ", ("HOSPITAL", c.ch(["Coralline", "Bellbird", "Tasman Ridge", "Keystone Valley", "Ironbark"]) +
                      c.ch([" Pathology", " Diagnostic Pathology", " Laboratories"])), "   Courier pick-up ", c.tm(10, 16))
    else:
        n.l("To: Department of Cellular Pathology, ", c.H(1))
    n.l("")
    n.l("Surname: ", c.P("LU"), "   Forename(s): ", c.P("F"), "   DOB: ", c.D(c.dob, "num"), "   Sex: ", c.sex)
    n.l(B.mrn_label(c), ": ", ("MRN", c.mrn), "   ", B.id_label(c), ": ", c.nat)
    if c.pr(0.5):
        n.l("Address: ", c.addr_line())
    if c.us or lab_priv:
        n.l("Bill to: ", ("ORGANIZATION", c.insurer), "  Policy ", ("HEALTHPLAN", c.plan), "  Acct ", ("ACCOUNT", c.acct))
    n.l("Location: ", c.ch(["IR day unit", "IR suite"]), *([" (inpatient, ", ("HOSPITAL", c.ward), ")"] if c.pr(0.4) else []))
    n.l("")
    n.l("Requesting clinician: ", c.Dr(c.ch(["ir_reg", "ir_cons", "ir_fellow"])), "  ",
        c.ch(["bleep ", "pager ", "ext "]), ("PHONE", c.phone("int")))
    n.l("Consultant: ", c.Dr("ir_cons", c.ch(["FL", "IL"])), "   Copy results to: ", c.Dr(c.ch(["referrer", "onc", "gp"])),
        *([" (", ("HOSPITAL", c.practice), ")"] if c.pr(0.3) else []))
    if c.pr(0.4):
        n.l("Results by email: ", c.semail(c.ch(["ir_cons", "referrer"])))
    n.l("")
    taken = c.proc_date
    n.l("Date/time taken: ", c.D(taken, c.ch([c.ds, "num"])), " ", c.tm(8, 17))
    spec = p.get("spec") or "core biopsy"
    sid = c.idnum("spec")
    n.l("Specimen(s):  ID ", sid)
    k = r.randint(1, 3)
    for i in range(k):
        n.l("  ", chr(65 + i), ") ", spec, " x", str(r.randint(1, 4)), " - ", c.ch(["10% NBF", "formalin", "RPMI (fresh) for flow",
                                                                                   "saline - for micro", "CytoLyt"]))
    n.l("Clinical details: ")
    n.f("  ", c.agesex(), ". ", PR.indication(c), ". ")
    n.l(c.ch(["Imaging: suspicious for malignancy.", "?lymphoma - please do flow.", "Known primary elsewhere.",
              "Rule out TB (travel)."]))
    if c.pr(0.5):
        prev = c.days(-r.randint(200, 2500))
        n.l("Previous histology: ", c.idnum("spec", prev.year), " (", c.D(prev, c.ch(["year", "my"])), ")",
            *([" at ", c.H(2)] if c.pr(0.4) else []))
    n.l("Procedure: ", p["name"], ". ", c.ch(p["tech"]))
    if c.pr(0.5):
        n.l("ROSE: on-site adequacy by ", c.S("pathologist", c.ch(["FL", "IL"])), c.ch([" (cytology)", ""]),
            " - ", c.ch(["adequate, lesional cells seen", "lymphoid cells, extra pass for flow", "blood only - 2 further passes"]))
    n.l("High-risk specimen (TB/HIV/HBV/HCV/CJD): ", c.ch(["no", "no", "yes - HBV", "unknown"]))
    n.l("Transport: handed to ", c.ch(["porter ", "courier ", "pod system by "]), c.S("odp", c.ch(["FL", "F"])), " at ",
        c.tm(10, 17), *(["; bag sealed, tag ", ("IDNUM", "T" + c.digits(7))] if c.pr(0.3) else
                        [c.ch(["; chain-of-custody slip signed", ""])]))
    if c.pr(0.3):
        n.l("MDT: ", p["mdt"] or "IR", " ", c.idnum("mdt"), "; trial sample consented: ",
            *(["yes - biobank ID ", ("IDNUM", "BB" + c.digits(6))] if c.pr(0.3) else ["no"]))
    n.l("Label check: 3 identifiers on all containers - ", c.S("ir_nurse", c.ch(["FL", "IL"])), c.ch([" RN", ""]))
    n.l("")
    n.l("---- LABORATORY USE ONLY ----")
    rec = c.days(r.choice([0, 1, 3]))
    n.l("Received: ", c.D(rec, "num"), " ", c.tm(9, 18), "   by ", c.S("hca", c.ch(["FL", "INI"])), c.ch([" (MLA)", " (specimen reception)", ""]))
    n.l("Lab no.: ", ("IDNUM", c.ch(["LN", "P", "HS"]) + str(rec.year % 100) + "-" + c.digits(6)), "   Blocks: ",
        str(r.randint(1, 4)), "   Priority: ", c.ch(["urgent (2WW)", "routine", "urgent"]))
    n.l("Reporting pathologist: ", c.Dr("pathologist"), c.ch(["", " - preliminary phoned to IR", ""]))
    if c.pr(0.4):
        n.l("Discrepancy: ", c.ch(["DOB on form differs from label - resolved with ", "specimen unlabelled - returned to "]),
            c.S("ir_nurse", "FL"), " by phone ", ("PHONE", c.phone("int")))
