"""Genre: apheresis collection record (autologous HPC, CAR-T leukapheresis,
related-donor HPC).  In related-donor records the donor is the PATIENT of the
record and the recipient is FAMILY."""
import clin
import common as C
import ids

GENRE = "apheresis_collection_record"
KIND = ["cart", "cart", "auto", "allo"]


def _vit_rows(d, rng, start_h, start_m):
    d.line("  Time   BP       HR   SpO2  Comment")
    h, m = start_h, start_m
    for i in range(rng.randint(3, 6)):
        note = rng.choice(["", "", "tolerating well", "c/o tingling lips", "cold - blanket given", "BP cuff reposition",
                           "inlet alarm, access repositioned", "Ca gluconate given", "snack + fluids"])
        d.line("  %02d:%02d  %d/%d  %-4d %d%%   %s" % (h, m, rng.randint(96, 142), rng.randint(55, 88), rng.randint(60, 104),
                                                  rng.randint(95, 100), note))
        m += rng.choice([30, 45, 60])
        h, m = h + m // 60, m % 60


def generate(c, d, rng):
    cart, allo = c.kind == "cart", c.kind == "allo"
    when = ids.add(c.day0, -rng.randint(24, 45)) if cart else ids.add(c.day0, -rng.randint(1, 90) if not allo else -1)
    d.line((c.hosp, "HOSPITAL"), rng.choice([" - Apheresis Unit", " | Cell Collection Facility", " Therapeutic Apheresis Service",
                                             " - Blood & Marrow Collection Centre"]))
    if rng.random() < 0.6:
        d.line(*c.haddr.parts(), "   Tel ", (ids.phone_ext(rng, c.country), "PHONE"))
    d.line("")
    d.line(rng.choice(["APHERESIS COLLECTION RECORD", "LEUKAPHERESIS PROCEDURE RECORD", "HPC(A) COLLECTION RECORD",
                       "Apheresis Procedure Note"]))
    d.line("Procedure date: ", c.d(when, rng.choice([c.dstyle, c.wklong])), "    Collection day ",
           str(rng.choice([1, 1, 2])), " of ", str(rng.choice([1, 2, 2, 3])))
    d.line("-" * 60)
    who = "Donor" if allo else rng.choice(["Patient", "Patient/Donor", "Name"])
    d.line(who, ": ", C.pt_name(c, rng, ["upper", "full", "lf"]), "    DOB: ", c.d(c.dob), "    ", *C.age_items(c, rng, 2))
    d.line(*c.id_items(rng))
    if allo:
        d.line("Recipient: ", (c.sib.full(), "FAMILY"), " (", c.sib_rel, ")  Recipient MRN: ", (ids.mrn(rng, c.country), "MRN"))
        d.line("Collection type: Allogeneic HPC, Apheresis - related donor (", rng.choice(["HLA-identical", "haploidentical"]), ")")
    elif cart:
        p = c.prod
        d.line("Collection type: Autologous MNC(A) for CAR-T manufacture - ", p["brand"], " (", p["gen"], ", ", p["maker"], ")")
        d.line("Chain of Identity (COI): ", (ids.coi(rng, c.yy), "IDNUM"), "    Manufacturer order: ",
               (ids.order_no(rng), "IDNUM"))
    else:
        d.line("Collection type: Autologous HPC, Apheresis (", c.dis["abbr"], ", planned ", c.dis["regimen"], ")")
    if rng.random() < 0.7:
        mod = rng.choice(["palm-vein scan", "fingerprint", "biometric"])
        d.line("Positive patient ID: wristband + ", mod, " ID ", (ids.bioid(rng, mod), "BIOID"), " verified by 2 staff")
    if rng.random() < 0.4:
        d.line("Requisition: ", (ids.order_no(rng), "IDNUM"), "   Acct ", (c.acct, "ACCOUNT"))
    ht, wt = rng.randint(150, 192), round(rng.uniform(48, 118), 1)
    d.line("Ht %d cm   Wt %.1f kg   TBV %.1f L (Nadler)   BSA %.2f m2" % (ht, wt, wt * 0.066, (ht * wt / 3600) ** 0.5))
    d.line("")
    if cart:
        d.line("Washout: last ", rng.choice(["rituximab", "R-GemOx", "ibrutinib", "dexamethasone", "lenalidomide", "Pd"]), " ",
               c.d(ids.add(when, -rng.randint(5, 30)), c.short), "; steroids >72h ", rng.choice(["yes", "yes (last dex 20 mg)"]),
               "; no G-CSF in last 7 days.")
    else:
        d.line("Mobilisation: ", rng.choice(["G-CSF 10 mcg/kg/day SC D1-4", "filgrastim 10 mcg/kg x4 + plerixafor 0.24 mg/kg 11 h pre-collection",
                                           "Cy 2 g/m2 + G-CSF (chemo-mobilised)", "G-CSF (Zarzio) 10 mcg/kg x5"]),
               "; bone pain ", rng.choice(["mild - paracetamol", "nil", "moderate - loratadine helped"]), ".")
    d.line("Pre-collection bloods (", c.d(when, c.short), " ", ids.clock(rng, 6, 8), "):")
    if c.si:
        d.line("  WBC %.1f x10^9/L  Hb %d g/L  Plt %d x10^9/L  ALC %.2f  " % (rng.uniform(3, 48), rng.randint(92, 150), rng.randint(60, 320),
                                                                           rng.uniform(0.2, 2.9)),
               "CD3+ %d/uL" % rng.randint(120, 1800) if cart else "PB CD34+ %d/uL" % rng.randint(6, 140))
    else:
        d.line("  WBC %.1f K/uL  Hct %d%%  Plt %d K/uL  ALC %d/uL  " % (rng.uniform(3, 48), rng.randint(28, 45), rng.randint(60, 320),
                                                                   rng.randint(200, 2900)),
               "CD3+ %d/uL" % rng.randint(120, 1800) if cart else "PB CD34+ %d/uL" % rng.randint(6, 140))
    d.line("  iCa %.2f mmol/L, K %.1f" % (rng.uniform(1.05, 1.3), rng.uniform(3.4, 4.9)))
    d.line("")
    acc = rng.choice(["peripheral - 17G L antecubital / 18G R forearm", "Vascath (Bard) R IJ, inserted ",
                      "Trima-compatible apheresis CVC R IJ, inserted ", "existing Hickman (not apheresis-rated) - peripheral used"])
    d.line("Access: ", acc, *([c.d(ids.add(when, -1), c.short), " by IR"] if acc.endswith(" ") else []))
    dev = rng.choice(["Spectra Optia (Terumo BCT)", "Amicus (Fresenius Kabi)", "Spectra Optia"])
    d.line("Device: ", dev, "  S/N ", (ids.device_sn(rng), "DEVICE"), "   Program: ", rng.choice(["CMNC", "MNC", "HPC", "cMNC"]))
    d.line("Anticoagulant: ACD-A, AC:WB ratio %d:1%s" % (rng.choice([12, 13, 15, 24]), rng.choice(["", " + heparin 3000 U in ACD", ""])))
    st, sm = rng.randint(7, 9), rng.choice([0, 15, 30])
    d.line("Start %02d:%02d  End %02d:%02d   Blood volumes processed: %.1f (%.1f L)   Inlet %d-%d mL/min" % (
        st, sm, st + rng.randint(3, 5), rng.choice([5, 20, 40, 55]), rng.uniform(2, 4.2),
        rng.uniform(9, 24), rng.randint(40, 60), rng.randint(65, 95)))
    d.line("Vitals:")
    _vit_rows(d, rng, st, sm)
    d.line("Adverse events: ", rng.choice(["citrate toxicity grade 1 (perioral paraesthesia) - oral calcium carbonate 1 g, resolved",
                                          "none", "vasovagal at start, settled with fluids", "none",
                                          "citrate - 10 mL calcium gluconate 10% IV over 10 min", "access alarms x3; no harm"]))
    d.line("")
    d.line("PRODUCT")
    vol = rng.randint(60, 380)
    d.line("  Volume %d mL   TNC %.1f x10^10   Viability %d%% (7-AAD)" % (vol, rng.uniform(0.8, 6.5), rng.randint(91, 99)))
    if cart:
        d.line("  CD3+ %.1f x10^9 (target >=%.1f x10^9)   Hct %d%%" % (rng.uniform(1.2, 9.8), rng.choice([1.0, 2.0]), rng.randint(1, 5)))
    else:
        d.line("  CD34+ %.2f x10^6/kg (cumulative %.2f; target %.1f)" % (rng.uniform(0.8, 9), rng.uniform(2, 12), rng.choice([2.0, 4.0, 5.0])))
    d.line("  Unit (DIN): ", (ids.din(rng), "IDNUM"), "   ISBT 128 product code ", rng.choice(["S1320", "S1398", "S2786"]),
           "   Bag 1 of ", str(rng.choice([1, 1, 2])))
    if cart:
        d.line("  Disposition: ", rng.choice(["fresh - shipped same day", "cryopreserved locally then shipped"]), " to ",
               c.prod["maker"], " manufacturing")
        d.line("  Shipper: ", rng.choice(["Cryoport dry shipper", "MVE Vapor Shipper", "validated 2-8C box"]), " SN ",
               (ids.device_sn(rng), "DEVICE"), "; data logger ", (ids.device_sn(rng), "DEVICE"))
        d.line("  Airway bill ", (ids.digits(rng, 3) + "-" + ids.digits(rng, 8), "IDNUM"), "; courier collected ", ids.clock(rng, 13, 17))
    else:
        d.line("  Disposition: to Cell Therapy Lab for ", rng.choice(["cryopreservation (10% DMSO)", "fresh infusion D0",
                                                                     "CD34 count and cryo"]))
    d.line("")
    d.line("Operator: ", (c.nurse.full(), "DOCTOR"), " ", C.nc(c, rng), "  (user ", (c.nurse.login(rng), "USERNAME"), ")")
    if rng.random() < 0.6:
        d.line("Second checker: ", (c.nurse2.init_last(), "DOCTOR"))
    d.line("Apheresis physician: Dr ", (c.att.last, "DOCTOR"), *(["  pager ", (ids.pager(rng, c.country), "PHONE")] if rng.random() < 0.5 else []))
    if rng.random() < 0.5:
        d.line("Next collection: ", c.d(ids.add(when, 1), rng.choice([c.dstyle, c.wk])), " ", ids.clock(rng, 7, 8), " ",
               rng.choice(["if cumulative CD34 < target", "", "per CTL count"]))
    if rng.random() < 0.5:
        C.audit(d, c, rng, when)
