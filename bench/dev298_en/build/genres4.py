"""Genres: recruitment clinic list, specimen shipment manifest (own genre),
surgical tissue procurement record (own genre)."""
import datetime as dt
from ctx import SAMPLE_TYPES, CONDITIONS, genders, amount, prof
import pools as P
from genres1 import _ids_block

CLINICS = ["Colorectal Surgery Outpatients", "Breast Clinic", "IBD Clinic", "Memory Clinic",
           "Movement Disorders Clinic", "Renal Outpatients", "Rheumatology Clinic", "Lung Cancer MDT Clinic",
           "Pre-operative Assessment", "Diabetes Clinic", "Upper GI Surveillance", "Haematology Day Unit"]
PROCEDURES = [("Right hemicolectomy", "Colorectal adenocarcinoma", "pT3 N1a (1/19), R0, MMR proficient"),
              ("Anterior resection", "Colorectal adenocarcinoma", "pT2 N0 (0/16), R0"),
              ("Wide local excision, left breast", "Breast carcinoma", "Invasive ductal carcinoma, grade 2, 21 mm, ER 8/8"),
              ("Radical prostatectomy (robotic)", "Prostate adenocarcinoma", "Gleason 4+3=7, pT3a, margins clear"),
              ("Right upper lobectomy", "NSCLC", "Adenocarcinoma, acinar predominant, pT2a N0"),
              ("Whipple pancreaticoduodenectomy", "Pancreatic PDAC", "PDAC, pT2 N1 (2/24), R1 posterior margin"),
              ("Total abdominal hysterectomy and BSO", "Ovarian HGSC", "HGSC, FIGO IIIC, omental deposit 4 cm"),
              ("Left nephrectomy", "Renal cell carcinoma", "Clear cell RCC, ISUP grade 3, pT1b"),
              ("Ileocaecal resection", "Crohn's disease", "Transmural inflammation, non-caseating granulomas"),
              ("Total thyroidectomy", "Hashimoto's thyroiditis", "Lymphocytic thyroiditis; no malignancy")]


def recruitment_clinic_list(ctx, n):
    g = ctx.g
    d = ctx.today
    clinic = g.pick(CLINICS)
    cons = g.staff(role="Consultant", doctor=True)
    rn = g.staff(role="Research Nurse")
    n.line(("HOSPITAL", ctx.host), " - ", clinic, " - ", g.pick(["Biobank recruitment list", "BIOBANK SCREENING LIST",
                                                                 "Research recruitment worksheet"]))
    n.line("Clinic date: ", g.D(d, g.pick(["wk", "text", "num"])), "   Consultant: ", g.doc(cons, g.pick(["dr_full", "dr_last"])),
           "   Location: ", g.pick(["Outpatients Dept, Level 2, room ", "Clinic B, room ", "Day Unit, bay "]), ("LOCATION_OTHER", g.room()))
    n.add("Research nurse: ", g.doc(rn, "full"), ", ", g.pick(["bleep ", "pager ", "ext. "]), ("PHONE", g.bleep()))
    if g.chance(0.5):
        n.add(", mobile ", ("PHONE", g.phone(mobile=True)))
    n.add("\n")
    n.line("Study: ", ("ORGANIZATION", ctx.bank), " (blood + leftover tissue)   Eligibility: adults, capacity, ",
           g.pick(["new diagnosis", "any stage", "pre-surgery", "biologic-naive"]))
    n.line("List extracted from PAS by ", ("USERNAME", g.username(rn)), " on ", g.D(g.before(d, 1, 4), "num"),
           " - CONFIDENTIAL, shred after use")
    n.blank()
    uk = ctx.c == "UK"
    hdr = ["Time", "Patient", "DOB", "Age", "NHS No." if uk else ("URN" if ctx.c == "AU" else "MRN"), "Status"]
    widths = [6, 26, 11, 4, 13]
    n.row(hdr, widths)
    n.line("-" * 96)
    h, m = 9, 0
    counts = {"consented": 0, "declined": 0, "other": 0}
    followups = []
    for i in range(g.rint(9, 16)):
        p = g.person(age=g.rint(19, 94), ref=d)
        age = g.age_at(p, d)
        idv = g.nhs() if uk else g.mrn()
        k = g.rint(0, 9)
        if k <= 3:
            st = ["Consented - ", ("IDNUM", ctx.pid())]
            counts["consented"] += 1
        elif k <= 5:
            st = [g.pick(["Declined", "Declined - 'too much going on'", "Declined - needle phobia"])]
            counts["declined"] += 1
        elif k == 6:
            st = ["Already enrolled (", ("IDNUM", ctx.pid()), ")"]
            counts["other"] += 1
        elif k == 7:
            st = ["DNA", ]
            counts["other"] += 1
        elif k == 8:
            st = ["Not approached - ", g.pick(["unwell", "bad news consult", "clinic overran", "interpreter not booked"])]
            counts["other"] += 1
        else:
            st = ["Take-home PIS; call back"]
            counts["other"] += 1
            followups.append(p)
        n.row(["%02d:%02d" % (h, m), g.pat(p, g.pick(["caps", "caps", "last_first", "full", "first_init", "f_last"])), g.D(p.dob, "num"),
               ("AGE", str(age)), ("MRN", idv), st], widths)
        if g.chance(0.35):
            z = g.rint(0, 5)
            if z == 0:
                rel, f = g.family()
                n.line("       ", rel.capitalize(), " ", g.pat(f, g.pick(["first", "full"]), "FAMILY"), " attending; ", g.pick(["supportive", "asked about data sharing", "will help with questionnaire"]))
            elif z == 1:
                n.line(prof(g, "       Works as"), " - prefers calls after ", g.pick(["2pm", "5pm", "6pm"]), ", ",
                       ("PHONE", g.phone(mobile=True)))
            elif z == 2:
                n.line("       Inpatient: ", ("HOSPITAL", g.ward()), " bed ", ("LOCATION_OTHER", str(g.rint(1, 30))), "; see after ward round")
            elif z == 3:
                n.line("       Interpreter (", g.pick(["Polish", "Punjabi", "Portuguese", "Arabic", "Mandarin"]), ") booked; previous ",
                       "attendance ", g.D(g.before(d, 30, 400), "num"))
            elif z == 4 and k >= 7:
                rel, f = g.family(g.pick(["daughter", "son", "wife", "husband"]))
                n.line("       Lacks capacity today (delirium). Consultee: ", g.pat(f, "title_full", "FAMILY"), ", ",
                       rel, "; tel ", ("PHONE", g.phone()))
            else:
                n.line("       Bloods due today anyway (FBC, U&E, LFT, CRP) - add 2 x EDTA + SST if consented.")
        m += g.pick([10, 15, 15, 20, 30])
        while m >= 60:
            h += 1
            m -= 60
    n.blank()
    n.line("Summary: approached %d, consented %d, declined %d." % (counts["consented"] + counts["declined"],
                                                                   counts["consented"], counts["declined"]))
    for p in followups:
        n.line("Call back ", g.pat(p, "title"), " on ", g.D(g.wd(g.after(d, 2, 10)), g.pick(["wk", "dm", "dmon"])), ".")
    n.line("Samples to lab by 13:00 with green biobank request forms; spin within 2 h.")
    n.line("Completed by: ", g.doc(rn, g.pick(["full", "initials"])), "  ", g.D(d, "num"))
    return "recruitment_clinic_list"


def shipment_manifest(ctx, n):
    g = ctx.g
    d = ctx.today
    from phi import Gen
    foreign = g.chance(0.4)
    other = g.pick([c for c in ["UK", "US", "CA", "AU", "IE"] if c != ctx.c]) if foreign else ctx.c
    g2 = Gen(g.r, other)
    ship = g.ref("SHP", d)
    sender = g.staff(role="Laboratory Technician")
    recv = g2.staff(role="Laboratory Manager")
    org = g2.company() if g.chance(0.3) else g2.university()
    courier = g.pick(P.COURIERS)
    drv = g.person(age=g.rint(25, 60))
    n.line(g.pick(["SPECIMEN SHIPMENT MANIFEST AND CHAIN OF CUSTODY", "Shipment manifest / chain-of-custody record",
                   "OUTBOUND SAMPLE MANIFEST"]))
    n.line("Shipment no.: ", ("IDNUM", ship), "   Request: ", ("IDNUM", g.ref("REQ", d)), "   MTA: ", ("IDNUM", g.ref("MTA")))
    n.line("Air waybill / tracking: ", ("IDNUM", g.digits(3) + "-" + g.digits(8) if foreign else g.ref("TRK")))
    n.blank()
    n.line("SHIPPER")
    n.line("  ", ("ORGANIZATION", ctx.bank), ", ", ("HOSPITAL", ctx.host))
    n.add(g.addr_pieces(ctx.addr, indent="  "), "\n")
    n.line("  Contact: ", g.doc(sender, "full"), "  ", ("PHONE", g.phone(ext=g.chance(0.5))), "  ", ("EMAIL", g.email(sender)))
    n.line("CONSIGNEE")
    n.line("  ", g2.doc(recv, "full"), ", ", ("ORGANIZATION", org))
    n.add(g2.addr_pieces(g2.addr(), indent="  ", country=foreign), "\n")
    n.line("  Tel: ", ("PHONE", g2.phone(intl=foreign)), "  Email: ", ("EMAIL", g2.email(recv)))
    if g.chance(0.35):
        n.line("  Fax: ", ("FAX", g2.phone(intl=foreign)))
    n.blank()
    n.line("COURIER: ", ("ORGANIZATION", courier), "   Account: ", ("ACCOUNT", g.account()))
    t0 = g.rint(8 * 60, 12 * 60)
    t1 = t0 + g.rint(20, 90)
    t2 = t1 + g.rint(30, 240)
    n.line("Driver: ", ("DOCTOR", drv.first + " " + drv.last), "   Vehicle reg: ", ("VEHICLE", g.vehicle()),
           "   Collected: ", g.D(d, "num"), " ", g.tfmt(t2))
    if g.chance(0.4):
        n.line("Driver ID checked: licence no. ", ("LICENSE", g.license("DRV")))
    n.blank()
    pack = g.pick(["Dry ice %d kg, UN1845 Class 9; UN3373 Biological Substance Category B" % g.rint(5, 25),
                   "LN2 dry shipper (vapour phase), hold time 10 days", "Ambient, UN3373; cold packs 2-8 °C"])
    n.line("Packaging: ", pack)
    n.line("Temperature logger: ", ("DEVICE", g.device("logger")), "  started ", g.tfmt(t1 - g.rint(2, 15)), "   Boxes: ", str(g.rint(1, 4)))
    n.blank()
    n.line("CONTENTS")
    widths = [8, 18, 13, 20, 7]
    n.row(["Box/Pos", "Sample ID", "Participant", "Type", "Vol"], widths)
    for i in range(g.rint(6, 14)):
        pidv = ctx.pid()
        coded = g.chance(0.4)
        st = g.pick(SAMPLE_TYPES)
        vol = amount(g, st)
        n.row(["%d/%s%d" % (g.rint(1, 3), g.pick("ABCDEFGH"), g.rint(1, 12)),
               ("IDNUM", ctx.sample_id(pidv, g.before(d, 30, 1500))),
               ("IDNUM", "X" + g.digits(6)) if coded else ("IDNUM", pidv), st, vol], widths)
    n.line("Participant identifiers coded; key held by sender only.")
    n.blank()
    n.line("CHAIN OF CUSTODY")
    n.line("- Packed and sealed: ", g.D(d, "num"), " ", g.tfmt(t1), " - ", g.doc(sender, g.pick(["full", "f_last"])))
    n.line("- Handed to courier: ", g.D(d, "num"), " ", g.tfmt(t2), " - ", ("DOCTOR", drv.first + " " + drv.last),
           " (", ("ORGANIZATION", courier), ")")
    if foreign:
        n.line("- Export: customs cleared at ", g.pick(["hub", "airport"]), " ", g.D(g.after(d, 1, 2), "iso"),
               "; dry ice replenished, +%d kg." % g.rint(4, 10) if pack.startswith("Dry") else "; no re-icing required.")
    arr = g.after(d, 1, 4 if foreign else 2)
    n.line("- Received: ", g2.D(arr, "num"), " ", g.time(), " - ", g2.doc(recv, "full"), "; condition: ",
           g.pick(["dry ice present, all tubes frozen", "intact; logger max -71.2 °C", "one tube cracked (box 1/C4), others intact"])
           if not pack.startswith("Ambient") else g.pick(["intact; logger max 6.1 °C", "intact; one excursion to 9 °C for 20 min"]))
    n.blank()
    if g.chance(0.5):
        n.line("Receipt confirmation e-mailed to ", ("EMAIL", ctx.mail), " on ", g2.D(arr, g.pick(["text", "num"])),
               " from ", ("IPADDR", g.ip()) if g.chance(0.3) else "the consignee portal", ".")
    n.line("Released by: ", g.doc(ctx.manager, "full"), "   Authorised: ", g.D(g.before(d, 1, 7), "num"))
    return "shipment_manifest"


def tissue_procurement_record(ctx, n):
    g = ctx.g
    d = ctx.today
    proc, diag, histo = g.pick(PROCEDURES)
    age = g.rint(30, 90)
    p = g.person(age=age, ref=d)
    surgeon = g.staff(role="Consultant Surgeon", doctor=True)
    path = g.staff(role="Consultant Histopathologist", doctor=True)
    tech = g.staff(role="Tissue Bank Coordinator")
    pidv = ctx.pid()
    pathno = g.accession(d)
    n.line(("ORGANIZATION", ctx.bank), g.pick([" - SURGICAL TISSUE PROCUREMENT RECORD", " | Fresh tissue collection form",
                                              " - Tumour bank harvest sheet"]))
    n.line(("HOSPITAL", ctx.host), ", Department of Cellular Pathology")
    n.blank()
    n.line("Patient: ", g.pat(p, g.pick(["caps", "full", "last_first"])), "   DOB: ", g.D(p.dob, "num"),
           "   Age/Sex: ", ("AGE", str(age)), "/", "F" if p.sex == "F" else "M")
    if ctx.c == "UK":
        n.line("Hospital no.: ", ("MRN", g.mrn()), "   NHS no.: ", ("MRN", g.nhs()))
    else:
        _ids_block(ctx, n, p, d)
        n.line("Encounter: ", ("ACCOUNT", g.account()))
    cdate = g.before(d, 3, 60)
    n.line("Biobank consent: ", g.D(cdate, "num"), ", form v", str(g.rint(2, 6)), ".", str(g.rint(0, 2)), ", participant ", ("IDNUM", pidv),
           " - verified by ", g.doc(tech, g.pick(["full", "initials"])))
    n.blank()
    ttl = g.title(surgeon) if ctx.c in ("UK", "IE") and g.chance(0.6) else g.drt()
    n.line("Procedure: ", proc, "   Date: ", g.D(d, g.pick(["num", "wk", "lims"])))
    n.line("Theatre ", ("LOCATION_OTHER", str(g.rint(1, 14))), ", ", g.pick(["Main Theatres", "Day Surgery Unit", "Theatre Suite B"]),
           "   Surgeon: ", ttl, " ", ("DOCTOR", surgeon.last if g.chance(0.6) else surgeon.first + " " + surgeon.last))
    n.line("Clinical diagnosis: ", diag, "   Pathology request: ", ("IDNUM", pathno))
    n.blank()
    h = g.rint(8, 13)
    mm = g.rint(0, 40)

    def tm(off):
        x = h * 60 + mm + off
        return "%02d:%02d" % (x // 60, x % 60)
    o1, o2, o3, o4 = g.rint(30, 120), g.rint(5, 40), g.rint(5, 20), g.rint(5, 25)
    n.line("TIMINGS")
    n.line("  Vascular clamp / devascularisation   ", tm(0))
    n.line("  Specimen out of patient               ", tm(o1), "   (warm ischaemia %d min)" % o1)
    n.line("  Received in pathology (on ice)        ", tm(o1 + o2))
    n.line("  Sampled by pathologist                ", tm(o1 + o2 + o3))
    n.line("  Snap frozen / fixed                   ", tm(o1 + o2 + o3 + o4), "   (cold ischaemia %d min)" % (o2 + o3 + o4))
    n.blank()
    n.line("ALIQUOTS")
    widths = [18, 10, 32]
    n.row(["Aliquot ID", "Site", "Preservation"], widths)
    base = ctx.sample_id(pidv, d)
    for i, site in enumerate(["T1", "T2", "T3", "N1", "N2"][: g.rint(3, 5)]):
        n.row([("IDNUM", "%s-%s" % (pathno, site)), "tumour" if site[0] == "T" else "normal",
               g.pick(["snap frozen LN2, cryovial", "OCT block, -80 °C", "RNAlater 24 h 4 °C then -80 °C",
                       "FFPE research block"])], widths)
    n.line("Blood taken at induction: 2 x EDTA, 1 x SST -> accession ", ("IDNUM", base))
    n.blank()
    n.add("Pathologist statement: sampling for research did not compromise diagnostic assessment of margins. ")
    n.add("Signed ", g.doc(path, g.pick(["dr_full", "full_cred"])), " ", g.D(d, "num"), ".\n")
    if g.chance(0.5):
        n.add("Note: ", g.pick(["Specimen delayed in theatre (pending frozen section); ",
                                "Porter delay 20 min; ", "Tumour small - only T1 taken by protocol; "]),
              "theatre coordinator ", g.doc(g.staff(role="Theatre Coordinator"), "full"), " informed (ext ",
              ("PHONE", "555" + g.digits(1)), ").\n")
    n.blank()
    n.line("ADDENDUM (final histology, ", g.D(g.after(d, 6, 20), "num"), "): ", histo, ".")
    n.line("Entered in LIMS by ", ("USERNAME", g.username(tech)), "; QC by ", g.doc(ctx.manager, "f_last"), ".")
    return "tissue_procurement_record"
