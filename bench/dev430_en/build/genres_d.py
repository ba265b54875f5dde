"""Genres: telephone check-in log, home infusion pharmacy dispensing worksheet (own genre)."""
import ident as I
from case import Case, Person, pick
from common import cb, rule, pt_header, sig, time, hn
from doc import Doc

WELL = ["feels well, afebrile, no rigors. line site clean/dry. Infusor deflating over 24h. BO normal.",
        "doing ok. nil fevers. mild tiredness. eating well. PICC dressing intact, no swelling arm.",
        "pt well. temp 36.8 at home. no rash/diarrhoea. pump no alarms.", "c/o mild nausea after dose, settles w/in 1h. otherwise well.",
        "wound less red per pt. no discharge. mobilising w/ frame.", "all fine, no concerns. reminded re bloods Thurs.",
        "reports itchy skin around dressing - likely adhesive. advised to show nurse at visit.",
        "slept badly, back pain unchanged (VAS 4/10). afebrile. taking paracetamol regularly.",
        "no issues. asks re holiday - explained cannot travel until course complete."]
CONCERN = ["temp 38.2 overnight + rigor x1", "R arm swollen and tight since yesterday", "3 loose stools today",
           "PICC dressing peeling, line moved ~2cm out", "pump alarming 'occlusion downstream' repeatedly",
           "new itchy rash on trunk", "ringing in ears since weekend", "muscle aches legs, dark urine",
           "missed last night's dose - courier did not arrive"]
ADVICE = ["advised attend OPAT clinic today for review, bloods + cultures x2", "USS doppler booked this pm",
          "stool sample for C. diff; stop PPI; call back if worse", "told not to use line, attend for CXR/assessment",
          "talked through troubleshooting, clamp was closed - resolved", "photo sent via secure app, reviewed by registrar",
          "hold gentamicin, urgent level + audiology", "CK added to bloods tomorrow", "pharmacy contacted, emergency supply arranged"]


def phone_log(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower, typo_rate=0.04)
    d.t(pick(rng, ["OPAT TELEPHONE CHECK-IN LOG\n", "Telephone contacts - OPAT / HITH\n", "PHONE LOG - home IV pt\n"]))
    pt_header(d, c)
    d.w("Contact nos: home {h} / mob {m}   Preferred: {pref}\n", h=("PHONE", c.home_phone), m=("PHONE", c.mobile),
        pref=pick(rng, ["mobile", "home", "text first"]))
    d.w("NOK: {n} ({r}) {p}\n", n=c.nok.full(), r=c.nok_rel, p=("PHONE", c.nok_phone))
    if rng.random() < 0.45:
        d.w("Automated check-in line enrolled {dt}; caller verification voiceprint ID {v}\n", dt=c.D(c.start), v=("BIOID", c.voice))
    d.w("Regimen: {drug} {dose} {f}; wk {w}/{t}\n", drug=c.drug, dose=c.dose, f=c.freq, w=str(rng.randint(1, c.weeks)), t=str(c.weeks))
    d.t(rule(rng))
    staff = [c.nurse, c.nurse2, c.pharm]
    day = I.add_days(c.start, rng.randint(1, 6))
    well = rng.sample(WELL, len(WELL))
    for i in range(rng.randint(4, 8)):
        who = pick(rng, staff)
        if rng.random() < 0.6:
            d.v(c.Dw(day))
        else:
            d.v(c.D(day))
        d.t(" " + time(rng) + "  ")
        kind = rng.randrange(10)
        if kind < 4:
            d.t("Outgoing to pt (")
            d.v(("PHONE", pick(rng, [c.mobile, c.home_phone])))
            d.t(") - ")
            d.v(who.initials())
            d.t("\n   " + well[i % len(well)] + pick(rng, [" plan: continue, next call ", " plan: cont, next call ",
                                                              " plan: contine, next call ", " cont. rv "]))
            d.v(c.Ds(I.add_days(day, rng.randint(2, 4))))
            d.t("\n")
        elif kind < 6:
            d.t("Incoming from " + c.nok_rel + " ")
            d.v(c.nok.firstname() if rng.random() < 0.6 else c.nok.full())
            d.t(": " + pick(rng, CONCERN) + ".\n   ")
            d.v(who.initials())
            d.t(": " + pick(rng, ADVICE) + ".")
            if rng.random() < 0.4:
                d.t(" d/w ")
                d.v(c.id_cons.dr())
            d.t("\n")
        elif kind == 6:
            d.t("Attempted call x2 - no answer, VM left. ")
            d.v(who.dotted())
            d.t(pick(rng, ["\n", ". Will try again pm.\n", ". Texted.\n"]))
        elif kind == 7:
            d.t("Call from ")
            d.v(("HOSPITAL", c.pharmacy) if rng.random() < 0.5 else ("ORGANIZATION", c.homecare))
            d.t(" re delivery: " + pick(rng, ["next 7 devices due ", "fridge temp excursion, replacement due ", "delivery moved to "]))
            d.v(c.Dw(I.add_days(day, 1)))
            d.w(", courier {co}.", co=("ORGANIZATION", c.courier))
            d.t(" ")
            d.v(who.initials())
            d.t("\n")
        elif kind == 8:
            d.t("Pt called: " + pick(rng, CONCERN) + ". ")
            d.t(pick(rng, ADVICE) + ". ")
            d.v(who.initials())
            d.t("\n")
        else:
            d.t(c.dn + " ")
            d.v(pick(rng, [c.nurse2.full(), c.nurse2.firstname()]))
            d.t(" rang from pt's home: " + pick(rng, ["bloods taken, sent to lab", "dressing changed, site ok",
                                                        "pt not home at visit time", "line flushed, sluggish"]) + ". ")
            d.v(who.initials())
            d.t("\n")
        day = I.add_days(day, rng.randint(1, 4))
    if rng.random() < 0.4:
        d.t("Note: pt prefers calls after 10:00 (works shifts as ")
        d.v(("PROFESSION", c.job))
        d.t(").\n")
    d.t("Log reviewed by ")
    d.v(c.nurse.full())
    d.w(" - user {u}\n", u=("USERNAME", c.nurse.user))
    return d


PRODUCTS = {
    "flucx": ("flucloxacillin 12 g", "240 mL 0.3% citrate-buffered sodium chloride", "Baxter Infusor LV10 (10 mL/h)"),
    "benpen": ("benzylpenicillin 14.4 g", "240 mL citrate-buffered NaCl 0.9%", "Easypump II LT 270-27-S"),
    "ceftaz": ("ceftazidime 6 g", "240 mL water for injections", "Homepump Eclipse 250 mL"),
    "piptaz": ("piperacillin/tazobactam 13.5 g", "240 mL buffered NaCl 0.9%", "Baxter Infusor LV10"),
    "amoxctx": ("amoxicillin 12 g", "240 mL NaCl 0.9%", "Dosi-Fuser 250 mL"),
    "cefaz": ("cefazolin 2 g", "100 mL NaCl 0.9% (CADD cassette)", "CADD-Solis VIP 100 mL reservoir"),
    "vanc": ("vancomycin 1.25 g", "250 mL NaCl 0.9%", "Homepump Eclipse 250 mL"),
    "ertap": ("ertapenem 1 g", "50 mL NaCl 0.9%", "minibag"),
    "ctx": ("ceftriaxone 2 g", "20 mL WFI (syringe)", "prefilled syringe"),
    "teic": ("teicoplanin 800 mg", "3 mL WFI (syringe)", "prefilled syringe"),
    "dapto": ("daptomycin 700 mg", "50 mL NaCl 0.9%", "minibag"),
}
MAKERS = ["Sandoz", "Fresenius Kabi", "Hikma", "Wockhardt", "Aurobindo", "Baxter", "B. Braun", "Pfizer", "Sagent",
          "Noridem", "Bowmed Ibisqus", "Accord", "Merck Sharp & Dohme", "Sanofi"]


def dispensing(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    key = c.reg_key if c.reg_key in PRODUCTS else pick(rng, sorted(PRODUCTS))
    drug, diluent, device = PRODUCTS[key]
    prep = I.add_days(c.start, rng.randint(0, 7 * c.weeks - 7))
    d.w("{p}\n", p=("HOSPITAL", c.pharmacy))
    d.t(pick(rng, ["ASEPTIC COMPOUNDING WORKSHEET / HOME INFUSION DISPENSING RECORD\n",
                   "Home Infusion Pharmacy - Compounding & Release Record\n", "CIVAS worksheet - OPAT\n"]))
    d.w("Worksheet no: {w}    Rx no: {rx}    Order: {o}\n", w=("IDNUM", I.idnum(rng, "order")),
        rx=("IDNUM", I.idnum(rng, "rx")), o=("IDNUM", I.idnum(rng, "order")))
    d.t(rule(rng))
    pt_header(d, c)
    d.t("Deliver to: ")
    d.v(c.address())
    d.w("\nDelivery contact: {p}   Access notes: {a}\n", p=("PHONE", c.mobile),
        a=pick(rng, ["key safe - code with nursing team", "ring bell twice", "side door", "leave with neighbour at no. %d" % rng.randint(2, 60),
                     "dog in garden"]))
    d.t("Prescriber: ")
    d.v(c.id_cons.dr_full())
    if country == "US":
        d.w("   NPI {n}   DEA {dea}", n=("LICENSE", c.id_cons.lic), dea=("LICENSE", I.licence(rng, country, "dea")))
    else:
        d.w("   {lab} {n}", lab=c.id_cons.lic_label, n=("LICENSE", c.id_cons.lic))
    d.w("\nWeight {w} kg   Allergies: {a}\n\n", w=str(c.weight), a=c.allergy)
    d.t("PRODUCT\n")
    qty = pick(rng, [7, 7, 7, 14, 3, 4])
    d.w("{dr} in {dl} in {dev}\nQuantity: {q}   Storage: 2-8 C   Shelf life: {sl} days   Prep date: {pd}\n",
        dr=drug, dl=diluent, dev=device, q=str(qty), sl=pick(rng, ["7", "14", "8", "28"]), pd=c.D(prep))
    d.t("\nINGREDIENTS           Manufacturer           Batch           Exp\n")
    dev_maker = {"Baxter": "Baxter", "Easypump": "B. Braun", "Homepump": "Avanos", "Dosi-Fuser": "Leventon",
                 "CADD-Solis": "ICU Medical", "minibag": "Fresenius Kabi", "prefilled": "BD"}.get(device.split(" ")[0], "BD")
    for j, ing in enumerate([drug.split(" ")[0], diluent.split(" mL ")[-1][:20], device.split(" (")[0][:20]]):
        d.t("%-21s %-22s " % (ing[:21], dev_maker if j == 2 else pick(rng, MAKERS)))
        d.v(("IDNUM", I.idnum(rng, "batch")))
        d.t("     %02d/%d\n" % (rng.randint(1, 12), prep.year + rng.randint(1, 2)))
    d.t("\nPRODUCT BATCH: ")
    d.v(("IDNUM", I.idnum(rng, "batch")))
    d.t("\nCompounded by: ")
    tech = Person(rng, country, role="tech")
    d.v(tech.full())
    d.t(" (technician)   Isolator: " + pick(rng, ["ISO 2", "Iso A", "Isolator 3", "LAFC 1"]) + "  Sign-on ")
    d.v(("BIOID", I.bioid(rng, pick(rng, ["finger", "palm"]))))
    d.t("\nIn-process check: ")
    d.v(c.pharm.initials())
    d.t("   Final check / release: ")
    d.v(c.pharm.signed())
    d.w("  ({lab} {n})\n", lab=c.pharm.lic_label, n=("LICENSE", c.pharm.lic))
    d.w("Electronic release by {u} at {tm}\n", u=("USERNAME", c.pharm.user), tm=time(rng))
    d.t("\nCLINICAL SCREEN\n")
    d.t(pick(rng, ["Dose appropriate for weight/renal function. ", "CrCl 52 mL/min - no adjustment. ",
                   "Interaction: rifampicin - noted, no action. ", "Stability data (NHS Yellow Cover Document) supports 24 h at 32 C. ",
                   "Stability per manufacturer: 24 h at room temp once connected. "]))
    if rng.random() < 0.4:
        hn(d, c, 1)
    d.t("\n\nLABEL\n")
    d.t("  " + drug.upper() + " / " + diluent.split(" ")[0] + " mL\n  For: ")
    d.v(("PATIENT", "%s %s" % (c.pt.first[0], c.pt.last.upper())) if rng.random() < 0.5 else c.name_full())
    d.w("   DOB {dob}\n  Use by: {ub}   Store in fridge\n  Rx: {rx}\n", dob=c.D(c.dob),
        ub=c.D(I.add_days(prep, 7)), rx=("IDNUM", I.idnum(rng, "rx")))
    d.t("\nDELIVERY\n")
    d.w("Courier: {co}   Dispatch {dt} {tm}   Cold chain: validated box, logger {lg}\n", co=("ORGANIZATION", c.courier),
        dt=c.D(I.add_days(prep, 1)), tm=time(rng), lg=("DEVICE", I.device_serial(rng, "pump")))
    if rng.random() < 0.6:
        d.w("Van reg {v}, driver ", v=("VEHICLE", I.vehicle(rng, country)))
        drv = Person(rng, country, role="family", kind="FAMILY")
        d.v(drv.dotted() if rng.random() < 0.6 else drv.firstname())
        d.t("\n")
    d.t("Received by: ")
    d.v(c.nok.full() if rng.random() < 0.5 else c.name_full())
    d.w(" on {dt}\n", dt=c.D(I.add_days(prep, 1)))
    return d
