"""Genre (own): cell-therapy laboratory product receipt and chain-of-identity
record for a commercial CAR-T product."""
import common as C
import ids

GENRE = "cart_product_receipt_record"
KIND = "cart"


def generate(c, d, rng):
    p = c.prod
    recv = ids.add(c.day0, -rng.randint(2, 14))
    d.line((c.hosp, "HOSPITAL"), rng.choice([" - Cell Therapy Laboratory", " | Stem Cell & Cellular Therapy Processing Facility",
                                             " Cellular Therapy Unit (Laboratory)"]))
    d.line(rng.choice(["CELLULAR THERAPY PRODUCT RECEIPT & CHAIN OF IDENTITY RECORD", "CAR-T PRODUCT RECEIPT / COI VERIFICATION",
                       "Receipt of Commercial Immune Effector Cell Product"]))
    d.line("Form ", rng.choice(["CTL-F-031 v4", "QF-112 rev 7", "CTU-REC-09 v2"]), "     FACT-JACIE controlled document")
    d.line("")
    d.line("Product: ", p["brand"], " (", p["gen"], ")   Manufacturer: ", p["maker"], "   Target: ", p["target"])
    d.line("Patient: ", C.pt_name(c, rng, ["upper", "lf", "full"]), "   DOB: ", c.d(c.dob), "   ", *c.id_items(rng)[:2])
    d.line("COI / Patient ID (manufacturer): ", (ids.coi(rng, c.yy), "IDNUM"))
    if rng.random() < 0.6:
        d.line("Bag label name: ", (c.pt.upper_lf() if rng.random() < 0.5 else c.pt.last_first(), "PATIENT"),
               " - matches requisition and CoA: ", rng.choice(["YES", "yes"]))
    d.line("Batch/Lot: ", (ids.letters(rng, 2) + ids.digits(rng, 7), "IDNUM"), "   DIN: ", (ids.din(rng), "IDNUM"))
    nb = rng.choice([1, 1, 2, 3])
    d.line("Bags: %d   " % nb, "Bag IDs: ", *sum([[("%s-%02d" % (ids.letters(rng, 1) + ids.digits(rng, 6), k + 1), "IDNUM")] + ([", "] if k < nb - 1 else [])
                                                      for k in range(nb)], []))
    d.line("Apheresis collected: ", c.d(ids.add(c.day0, -rng.randint(24, 50))), " at ",
           (c.hosp if rng.random() < 0.7 else c.ref_hosp, "HOSPITAL"))
    d.line("")
    d.line("SHIPMENT")
    d.line("  Received: ", c.d(recv, rng.choice([c.dstyle, "iso", "sys"])), " ", ids.clock(rng, 8, 16), "   Courier: ",
           rng.choice(["specialty cryo courier", "manufacturer-contracted courier", "World Courier-type service"]))
    d.line("  Airway bill: ", (ids.digits(rng, 3) + "-" + ids.digits(rng, 8), "IDNUM"))
    d.line("  Shipper: ", rng.choice(["Cryoport Express dry shipper", "MVE Vapor Shipper", "Credo Cryo"]), "  SN ", (ids.device_sn(rng), "DEVICE"))
    d.line("  Temperature logger SN ", (ids.device_sn(rng), "DEVICE"), ": min %d C, max %d C; " % (rng.randint(-196, -180), rng.randint(-175, -150)),
           rng.choice(["no excursions", "no excursions above -150 C", "data downloaded, within spec"]))
    d.line("  Seals intact: ", rng.choice(["yes", "yes"]), "   Documentation complete: ", rng.choice(["yes", "yes - CoA + CoC enclosed"]))
    d.line("")
    d.line("CERTIFICATE OF ANALYSIS (summary)")
    d.line("  Viability %d%%   CAR+ %d%%   Dose %s   Sterility negative   Endotoxin <%.1f EU/mL   Mycoplasma neg   VCN %.1f copies/cell" % (
        rng.randint(72, 96), rng.randint(18, 70), p["dose"], rng.choice([0.5, 1.0, 2.5]), rng.uniform(0.3, 3.8)))
    if rng.random() < 0.2:
        d.line("  Out-of-specification: ", rng.choice(["viability below commercial spec - physician OOS acceptance signed", "none"]))
    d.line("")
    d.line("STORAGE")
    d.line("  Transferred to vapour-phase LN2 freezer, asset ", (ids.device_sn(rng), "DEVICE"), "; temp monitored (",
           rng.choice(["Rees", "XiltriX", "central BMS"]), ")")
    d.line("")
    d.line("STEP                         PERFORMED        VERIFIED         DATE        TIME")
    steps = ["Receipt/inspection", "Label vs paperwork", "Transfer to storage", "Pre-issue check", "Thaw", "Issue to ward"]
    for i, st in enumerate(steps[:rng.randint(3, 6)]):
        dd = recv if i < 3 else c.day0
        d.line("  %-27s " % st, (rng.choice([c.lab, c.nurse]).initials_bare().upper(), "DOCTOR"), " " * 14,
               (c.nurse2.initials_bare().upper(), "DOCTOR"), " " * 14, c.d(dd, "iso"), "  ", ids.clock(rng, 8, 15))
    d.line("")
    d.line("Issued to: ", (c.ward, "HOSPITAL"), " room ", (c.room, "LOCATION_OTHER"), " for infusion ", c.d(c.day0, rng.choice([c.dstyle, c.wk])),
           "; collected by ", (c.nurse.full(), "DOCTOR"), " RN")
    if rng.random() < 0.4:
        mod = rng.choice(["palm vein", "fingerprint"])
        d.line("Bedside positive ID: wristband + ", mod, " ", (ids.bioid(rng, mod), "BIOID"))
    d.line("Laboratory scientist: ", (c.lab.full(), "DOCTOR"), "   Lab director: Dr ", (c.att.last, "DOCTOR"))
    if rng.random() < 0.5:
        d.line("CTL contact: ", (ids.phone_ext(rng, c.country), "PHONE"), "  fax ", (ids.phone(rng, c.country), "FAX"))
    d.line("System: ", rng.choice(["StemLab", "Cellular Therapy LIMS", "ISBT 128 labelling module"]), " - record ", (ids.order_no(rng), "IDNUM"),
           " saved by ", (c.lab.login(rng), "USERNAME"), *([" @ ", (ids.ip(rng), "IPADDR")] if rng.random() < 0.5 else []))
