"""Genres: exchange transfusion record; chelation and iron monitoring review."""

from core import Note, P, pick, chance
import phi
import pools
import common as cm

HOMECARE = ["Medivance Homecare", "Brookline Home Infusion", "CarePath Home Services", "Altamira Homecare Ltd",
            "Pinnacle Specialty Pharmacy"]


def exchange_record(c):
    rng = c.rng
    n = Note(c.lower)
    op = c.doc("apheresis")
    chk = c.doc("apheresis2")
    dr = c.doc("reg")
    auto = chance(rng, 0.75)
    n.ln(pick(rng, ["AUTOMATED RED CELL EXCHANGE - PROCEDURE RECORD", "Red Cell Exchange Record", "APHERESIS PROCEDURE RECORD: RED CELL EXCHANGE",
                    "Exchange Transfusion Record"]) if auto else pick(rng, ["MANUAL EXCHANGE TRANSFUSION RECORD", "Manual (isovolaemic) Exchange - Record"]))
    n.ln("{x}", x=[c.day_unit if chance(rng, 0.6) else "Apheresis Unit", ", ", c.hosp, "   ",
                   pick(rng, ["Chair ", "Bed ", "Bay 2 chair "]), P("LOCATION_OTHER", str(rng.randint(1, 14)))])
    n.ln()
    n.ln("{x}", x=["Procedure date: ", c.date(c.enc, ["num", "wk_long", "dmon", "iso", "num_us", "wk_short"]),
                   "   Start %02d:%02d   Programme: %s" % (rng.randint(8, 11), rng.randrange(60),
                                                         pick(rng, ["regular, every %d weeks" % rng.randint(4, 8), "one-off (pre-operative)",
                                                                    "regular, cycle #%d" % rng.randint(2, 90), "emergency"]))])
    n.ln("{x}", x=["Patient: ", pick(rng, [c.pt.LF(), c.pt.full(), c.pt.lf()]), "   DOB: ", c.dob_s(), "   MRN: ", c.mrn])
    n.ln("{x}", x=[c.hlab, ": ", c.hno, pick(rng, [["   ", c.acct_lab, ": ", c.acct], ""])])
    ht = rng.randint(140, 188) if c.age > 12 else rng.randint(90, 150)
    wt = c.weight
    n.ln("Weight %d kg   Height %d cm   TBV %.1f L (Nadler)   Diagnosis: %s" % (wt, ht, wt * 0.07, c.gshort))
    n.ln("Indication: %s" % pick(rng, ["secondary stroke prevention", "primary stroke prevention - abnormal TCD", "recurrent acute chest syndrome",
                                       "pre-operative (cholecystectomy)", "pregnancy - recurrent crises", "frequent painful crises despite %s" % c.t("hu"),
                                       "iron overload - exchange preferred to top-up", "priapism, recurrent" if c.sex == "M" else "silent infarcts on MRI"]))
    n.ln()
    n.ln("PRE-PROCEDURE CHECKS")
    n.ln("{x}", x=["Consent: ", pick(rng, ["verified, signed ", "valid - signed "]), c.date(c.before(20, 300), ["num", "num2", "dmon"]),
                   " (", pick(rng, [["parent - ", c.mother.fn()], ["mother, ", c.mother.full()], "parent"]) if c.child else "patient", ")"])
    if chance(rng, 0.75):
        bk = pick(rng, ["palm-vein scan", "biometric (palm vein)", "fingerprint scan"])
        n.ln("{x}", x=["Positive patient ID: wristband checked + ", bk,
                       ", ID ", phi.bioid(rng, "finger" if "finger" in bk else "palm"), " - match"])
    else:
        n.ln("Positive patient ID: wristband and verbal confirmation of name/DOB")
    acc = rng.randrange(3)
    if acc == 0:
        n.ln("{x}", x=["Access: implanted port (%s) right chest, serial " % pick(rng, ["Vortex", "PowerPort", "dual-lumen apheresis port"]),
                       phi.device_sn(rng, "port"), ", accessed with 19G needle; good flow"])
    elif acc == 1:
        n.ln("Access: peripheral 17G left ACF (draw) and 18G right forearm (return) under ultrasound")
    else:
        n.ln("{x}", x=["Access: tunnelled apheresis catheter (Hickman-type), inserted ", c.date(c.before(30, 700), ["num", "my", "dmon"]),
                       "; lock 5 mL heparin 1000 units/mL removed"])
    if auto:
        n.ln("{x}", x=["Machine: Spectra Optia, SN ", phi.device_sn(rng, "optia"), "   Software v%d.%d   Exchange kit (single use)" % (
            rng.randint(10, 12), rng.randint(0, 4))])
    pre_s = rng.uniform(30, 80)
    pre_hct = rng.uniform(0.22, 0.31)
    n.ln("Pre: Hb %s, Hct %.2f, HbS %.0f%%, plt %d, iCa %.2f mmol/L" % (c.hb(rng.randint(70, 100)), pre_hct, pre_s, rng.randint(150, 500),
                                                                       rng.uniform(1.05, 1.25)))
    if auto:
        n.ln("Settings: target end Hct %.2f, FCR %d%%, AC ratio 13:1, inlet %d mL/min, Ca gluconate 10%% infusion %d mL/h" % (
            rng.uniform(0.28, 0.33), rng.randint(20, 35), rng.randint(30, 70), rng.randint(10, 30)))
    else:
        n.ln("Plan: %d mL aliquots, venesect then replace; total exchange volume %d mL/kg" % (pick(rng, [5, 10, 20]) * (10 if wt > 30 else 1),
                                                                                           rng.randint(40, 80)))
    n.ln()
    n.ln("REPLACEMENT RED CELLS")
    n.ln("Unit no. | Group | Phenotype | Volume")
    units = rng.randint(3, 9) if auto else rng.randint(1, 3)
    for _ in range(units):
        n.ln("{x}", x=[phi.accession(rng, "din"), " | %s | %s | %d mL" % (pick(rng, ["O pos", "O neg", "A pos", "B pos", "O RhD pos"]),
                                                                     pick(rng, ["R1R1 K-", "R1r K-", "rr K-", "R2R2 K-", "R1R1 K- Jk(b-)", "R0r K- Fy(a-)"]),
                                                                     rng.randint(240, 320))])
    n.ln("{x}", x=["Crossmatch sample: ", phi.accession(rng, "bb"), "   Units checked by: ", op.fi_last(rng), " / ", chk.fi_last(rng)])
    n.ln()
    n.ln("INTRA-PROCEDURE")
    n.ln("Obs 15-min: stable. %s" % pick(rng, ["Perioral tingling at 40 min - Ca infusion increased, resolved.", "No adverse events.",
                                              "Mild hypotension (BP 88/50) - bolus 250 mL saline, resolved.",
                                              "Inlet pressure alarms x3, needle repositioned.", "Urticaria - chlorphenamine 10 mg IV given."]))
    post_s = rng.uniform(6, 28)
    n.ln("Duration %d min. Post: Hb %s, Hct %.2f, HbS %.0f%%. Fluid balance +%d mL." % (rng.randint(70, 180), c.hb(rng.randint(95, 120)),
                                                                                    rng.uniform(0.28, 0.34), post_s, rng.randint(0, 350)))
    n.ln()
    n.ln("{x}", x=["Operator: ", op.full(), pick(rng, [", RN", " RN", " (apheresis nurse)"]), pick(rng, [["  ", cm.lic_seg(c, nurse=True)], ""])])
    n.ln("{x}", x=["Second checker: ", chk.full(), "   Doctor reviewing: ", dr.t_last(rng, c.country, dr=True), pick(rng, [[" (bleep ", c.bleep(), ")"], ""])])
    n.ln("{x}", x=["Next procedure: ", c.date(c.after(25, 50), ["wk_long", "num", "wk_short", "dmon"]), " %02d:%02d" % (rng.randint(8, 11), pick(rng, [0, 30]))])
    if chance(rng, 0.45):
        n.ln("{x}", x=["Parking: ", pick(rng, ["patient's car", "parent's car" if c.child else "partner's car", "own vehicle"]), " reg ",
                       phi.plate(rng, c.country), " - exemption stamped"])
    elif chance(rng, 0.4):
        n.ln("{x}", x=["Transport: hospital transport booked, ref ", phi.accession(rng, "ref"), ", pick-up from ", c.addr.street, ", ", c.addr.city])
    if chance(rng, 0.35):
        n.ln("{x}", x=["Record scanned by ", op.username(rng), " ", c.date(c.enc, ["iso", "num"]), " ", pick(rng, [["(terminal ", phi.ipaddr(rng), ")"], ""])])
    return n


# ---------------------------------------------------------------- chelation review
def chelation_review(c):
    rng = c.rng
    n = Note(c.lower)
    cons = c.doc("cons")
    cns = c.doc("cns")
    pharm = c.doc("pharm")
    n.ln(pick(rng, ["IRON OVERLOAD AND CHELATION REVIEW", "Chelation Clinic Review", "Iron Monitoring Review - Annual",
                    c.sp("Thalassaemia Annual Review: Iron and Chelation") if c.group == "thal" else "Chronic Transfusion Programme - Iron Review"]))
    n.ln("{x}", x=[c.hosp, " | ", c.t("haem"), pick(rng, ["", " | Thalassaemia Clinic", " | Red Cell Clinic"])])
    n.ln()
    n.w("{x}\n", x=c.id_block(rng, sep="\n", ssn_p=0.3))
    n.ln("{x}", x=["Review date: ", c.date(c.enc, ["num", "long", "dmon", "wk_long"]), "   Seen by: ", cons.t_full(rng, c.country, dr=True),
                   " with ", cns.full(), pick(rng, [" (CNS)", " (nurse specialist)", ""])])
    n.ln()
    start_age = rng.randint(1, 4) if c.group == "thal" else rng.randint(3, 12)
    start_age = min(start_age, max(1, c.age - 1))
    n.ln("{x}", x=["Background: ", c.glong, ". Regular transfusions since age ", P("AGE", str(start_age)),
                   ", currently %s every %d weeks (%d mL/kg/year, iron intake %.2f mg/kg/day)." % (
                       pick(rng, ["1 unit", "2 units", "3 units"]), rng.randint(3, 6), rng.randint(90, 220), rng.uniform(0.2, 0.55))])
    if chance(rng, 0.4):
        n.ln("{x}", x=["Splenectomy ", c.date(c.before(600, 6000), ["y", "my"]), ". ", pick(rng, ["Hepatitis B immune.", "HCV negative.", "HIV/HBV/HCV negative on last screen."])])
    n.ln()
    n.ln("Ferritin and organ function")
    n.ln("Date        | Ferritin ug/L | ALT | Creat | UACR")
    fer = rng.randint(900, 5200)
    dates = sorted([c.before(10, 540) for _ in range(rng.randint(3, 6))])
    tst = [pick(rng, ["num", "dmon", "iso", "num2"])]
    for d in dates + [c.enc]:
        fer = max(180, int(fer * rng.uniform(0.75, 1.12)))
        n.ln("{x}", x=[c.date(d, tst), " | %d | %d | %d | %.1f" % (fer, rng.randint(12, 110), rng.randint(30, 95), rng.uniform(0.3, 9))])
    n.ln()
    mri_d = c.before(20, 200)
    prev_d = phi.add_days(mri_d, -rng.randint(300, 420))
    n.ln("{x}", x=["MRI (%s) " % pick(rng, ["FerriScan R2", "T2* multi-echo", "R2*"]), c.date(mri_d, ["num", "long", "my", "abbr"]), ", accession ",
                   phi.accession(rng, "rad"), ": LIC %.1f mg Fe/g dw (previous %.1f on " % (rng.uniform(1.2, 18), rng.uniform(2, 25)),
                   c.date(prev_d, ["num", "my", "mys"]), "); cardiac T2* %d ms; LVEF %d%%." % (rng.randint(6, 45), rng.randint(48, 70))])
    n.ln()
    n.ln("Current chelation")
    regime = pick(rng, ["deferasirox film-coated tablets %d mg/kg/day" % rng.randint(14, 28),
                        "deferasirox dispersible %d mg/kg/day" % rng.randint(20, 40),
                        "deferiprone %d mg/kg/day in three doses" % pick(rng, [75, 90, 100]),
                        "%s %d mg/kg SC over 8-12 h, %d nights/week" % (c.t("dfo"), rng.randint(25, 50), rng.randint(4, 7)),
                        "combination deferiprone 75 mg/kg/day + %s 40 mg/kg x3 nights" % c.t("dfo")])
    n.ln("- " + regime)
    if "SC" in regime or "nights" in regime:
        n.ln("{x}", x=["- Infusion device: %s, serial " % pick(rng, ["Crono S-PID 50 pump", "elastomeric infusor (batch)", "CADD-Solis pump"]),
                       phi.device_sn(rng, "pump"), "; home supplies via ", P("ORGANIZATION", pick(rng, HOMECARE)), pick(rng, [[" (account ", P("ACCOUNT", phi.digits(rng, 8)), ")"], ""])])
    n.ln("- Adherence: %s" % pick(rng, ["self-reported 6/7 days", "pharmacy refill %d%% over 6 months" % rng.randint(55, 100),
                                        "misses evening doses when on night shift", "parent supervises all doses", "poor - ran out for 3 weeks"]))
    n.ln("- Side effects: %s" % pick(rng, ["nil", "loose stools for first 2 weeks", "mild rash - resolved", "nausea, taken with evening meal",
                                           "arthralgia on deferiprone", "injection site reactions"]))
    if "deferiprone" in regime:
        n.ln("- Weekly FBC (ANC): last ANC %.1f x10^9/L; agranulocytosis card given" % rng.uniform(1.6, 5.5))
    n.ln()
    n.ln("Complication screening")
    n.ln("{x}", x=["Audiology ", c.date(c.before(30, 360), ["my", "mys", "num"]), ": %s. Ophthalmology (slit lamp, fundi) " % pick(rng, ["normal", "mild high-frequency loss"]),
                   c.date(c.before(30, 360), ["my", "mys", "num"]), ": %s." % pick(rng, ["normal", "early lens opacity", "no retinopathy"])])
    n.ln("Endocrine: HbA1c %d mmol/mol%s, fructosamine %d, TSH %.1f, 25-OH D %d nmol/L, DEXA L-spine Z-score %.1f. %s" % (
        rng.randint(30, 52), "" if not c.us else " (%.1f%%)" % rng.uniform(4.9, 6.9), rng.randint(200, 320), rng.uniform(0.6, 5.8), rng.randint(15, 95),
        -rng.uniform(0.2, 3.0), pick(rng, ["OGTT normal.", "IGT - dietetic advice.", "On levothyroxine.", "Puberty: Tanner %d." % rng.randint(2, 5) if c.child else "LH/FSH low."])))
    n.ln()
    n.ln("Assessment and plan")
    items = [pick(rng, ["Iron loading improving; continue current dose.", "LIC rising - increase deferasirox by 7 mg/kg/day.",
                        "Cardiac T2* < 10 ms - intensify to combination therapy and cardiology referral.",
                        "Ferritin < 500: reduce dose to avoid over-chelation."]),
             ["Next MRI ", c.date(c.after(150, 400), ["my", "mys"]), "."],
             ["Monthly creatinine/UACR/ALT %s." % pick(rng, ["with pre-transfusion bloods", "via %s" % c.t("gp")])],
             ["Pharmacist review with ", pharm.full(), " re ", pick(rng, ["pill burden", "dispersible vs film-coated", "home delivery"]), "."],
             ["Letter to ", c.doc("gp").t_full(rng, c.country, dr=True), " at ", c.gp_practice, "."]]
    for i, k in enumerate(sorted(rng.sample(range(len(items)), rng.randint(3, 5)))):
        n.ln("%d. {x}" % (i + 1), x=items[k])
    n.ln()
    cm.sig(n, c, cons, c.t("cons"), lic_p=0.5)
    if chance(rng, 0.4):
        n.ln("{x}", x=["cc: ", cns.full(), "; ", P("ORGANIZATION", pick(rng, HOMECARE)), " (fax ", c.fax(), ")"])
    if c.us or chance(rng, 0.3):
        cm.ehr_footer(n, c, cons, ip_p=0.35)
    return n
