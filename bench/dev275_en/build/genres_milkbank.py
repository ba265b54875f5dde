"""Genres: donor milk bank donor screening; donor milk dispensing records."""
import datetime

import case as casemod
import clinical as cl
import phi
import places
from blocks import (address, adult_age, dt, holiday, letterhead, mum_ref, plus, signature, staff_ref, tm, weekday)
from case import baby_age_items, lic_label
from doc import Doc, P

YN = ["N", "No", "N", "no"]


def gen_milk_screening(rng, c):
    d = Doc()
    enquiry = c.days_after(rng, 7, 120)
    approved = plus(enquiry, rng.randint(5, 30))
    letterhead(rng, d, c, c.milkbank, fax=rng.random() < 0.5)
    d.nl()
    d.line(rng.choice(["DONOR SCREENING & REGISTRATION RECORD", "Donor Screening Form", "MILK DONOR APPLICATION - SCREENING",
                       "Donor registration / health screen"]))
    d.line("Form MB-{} rev {}", rng.choice(["03", "07", "12A", "2"]), rng.choice(["2.1", "4", "3.0"]))
    d.line("Donor no.: {}    Enquiry: {}    Status: {}", P(phi.mrn(rng, c.c), "MRN"), dt(rng, c, enquiry, "num"),
           rng.choice(["APPROVED", "Approved", "DEFERRED", "Approved - conditional", "Pending bloods"]))
    d.line("Name: {}", c.mum.nm(rng, rng.choice(["LF", "full", "lfm"])))
    d.f("DOB: {}   Age: ", dt(rng, c, c.mum_dob, "full"))
    d.line("{}", P(str(c.mum_age), "AGE"))
    d.f("Address: ")
    address(rng, d, c.addr, multiline=rng.random() < 0.3)
    d.nl()
    d.line("Phone: {}   Alt: {}", P(c.mobile, "PHONE"), P(c.home, "PHONE"))
    d.line("Email: {}", P(c.email, "EMAIL"))
    if c.c == "US" and rng.random() < 0.8:
        d.line("SSN (lab requisition only): {}", P(c.ssn, "SSN"))
    if rng.random() < 0.5:
        d.line("Occupation: {}", P(c.mum_job, "PROFESSION"))
    d.f("Own baby: {}, born {} at ", c.baby.nm(rng, rng.choice(["first", "full"])), dt(rng, c, c.birth, "any"))
    d.line("{}/40, {} ({})", c.gest(), P(c.hosp, "HOSPITAL"), rng.choice(["well", "NICU graduate", "healthy term baby",
                                                                         "bereaved - baby died, donating in memory"]))
    d.f("GP: ")
    d.add(staff_ref(rng, c.gp, "dr"))
    d.line(", {}  Tel {}", P(c.gp_practice, "HOSPITAL"), P(phi.phone(rng, c.c, "land"), "PHONE"))
    d.nl()
    d.line("HEALTH QUESTIONNAIRE")
    d.line("1. Smoking / vaping / nicotine replacement ............ {}", rng.choice(YN))
    d.line("2. Alcohol >2 units/day or recreational drugs ......... {}", rng.choice(YN))
    med = rng.choice(["N", "Y - levothyroxine 50 mcg (acceptable)", "Y - vitamin D, pregnancy multivitamin",
                      "Y - sertraline 50 mg (acceptable, per pharmacist)", "Y - domperidone 10 mg TDS (defer)",
                      "Y - ibuprofen PRN", "N"])
    d.line("3. Medicines incl. herbal/galactagogues ............... {}", med)
    if rng.random() < 0.4:
        td = plus(enquiry, -rng.randint(20, 170))
        d.line("4. Tattoo/piercing/acupuncture in last 6 months ...... Y - {} on {}; deferred until {}",
               rng.choice(["tattoo", "ear piercing", "acupuncture"]), dt(rng, c, td, "num"), dt(rng, c, plus(td, 183), "num"))
    else:
        d.line("4. Tattoo/piercing/acupuncture in last 6 months ...... {}", rng.choice(YN))
    d.line("5. Transfusion / transplant / blood products ........... {}", rng.choice(YN + ["Y - anti-D only (acceptable)"]))
    if c.c != "UK" and rng.random() < 0.4:
        y0 = rng.randint(1980, 1992)
        d.line("6. Lived in UK >6 months {}-{} (vCJD) ................. Y - {} to {}", "1980", "1996",
               P(str(y0), "DATE"), P(str(min(1996, y0 + rng.randint(1, 4))), "DATE"))
    else:
        d.line("6. Lived in UK/France/Ireland 1980-1996 >6 mo (vCJD) .. {}", rng.choice(YN))
    if rng.random() < 0.6:
        d.line("7. Travel outside {} last 12 months ................. Y - {} ({})",
               P(rng.choice(places.COUNTRY_NAMES[c.c]), "COUNTRY"), P(rng.choice(places.WORLD), "COUNTRY"),
               P(phi.date(rng, plus(enquiry, -rng.randint(30, 330)), c.c, "monthyear"), "DATE"))
    else:
        d.line("7. Travel outside country last 12 months ............. {}", rng.choice(YN))
    d.line("8. Partner/sexual risk factors (HIV, hep B/C, HTLV) ..... {}", rng.choice(YN))
    d.line("9. Vegan diet? ...................................... {}", rng.choice(["N", "Y - B12 supplement confirmed", "N"]))
    d.nl()
    coll = plus(enquiry, rng.randint(1, 7))
    d.line("SEROLOGY  collected {}  specimen {}  lab accession {}", dt(rng, c, coll, "short"),
           P(phi.idnum(rng, "specimen", coll.year), "IDNUM"), P(phi.idnum(rng, "accession", coll.year), "IDNUM"))
    d.line("  HIV 1/2 Ag/Ab   NR      HTLV I/II Ab  NR      HBsAg  NR")
    d.line("  anti-HBc        NR      HCV Ab        NR      Syphilis (TPPA) NR")
    if rng.random() < 0.3:
        d.line("  CMV IgG {} (milk to be pasteurised - no restriction)", rng.choice(["positive", "negative"]))
    if rng.random() < 0.75:
        d.line("DNA reference swab (milk-to-donor matching): {}", P(phi.bioid(rng), "BIOID"))
    d.nl()
    d.line("LOGISTICS")
    d.line("Freezer check: {} chest/upright freezer, temp {}C; logger {} issued.", rng.choice(["dedicated", "shared family",
                                                                                          "new"]),
           rng.choice(["-18", "-20", "-22"]), P(phi.serial_bare(rng), "DEVICE"))
    d.line("Kit issued: {} sterile bottles, labels, cool box. {}", rng.choice([20, 30, 40, 50]),
           rng.choice(["Pump: own.", "Pump loaned - see pump loan agreement.", "Hand expressing only."]))
    if rng.random() < 0.6:
        drv = casemod.staff(rng, c.c, "driver")
        d.f("Collections by volunteer driver ")
        d.add(drv.nm(rng, rng.choice(["full", "first"])))
        d.line(" (vehicle {}), first collection {}.", P(phi.plate(rng, c.c), "VEHICLE"),
               dt(rng, c, plus(approved, rng.randint(1, 10)), rng.choice(["wd", "short"])))
    d.nl()
    r = rng.random()
    if r < 0.2:
        d.line("NB no collections over {} - donor to keep milk frozen until next run.", holiday(rng, c))
    elif r < 0.35:
        d.line("Collections fortnightly; first run {}.", weekday(rng, c, plus(approved, rng.randint(1, 7))))
    d.line("Approved {} by:", dt(rng, c, approved, "full"))
    signature(rng, d, c, c.coord, lead="", contact=rng.random() < 0.5)
    if rng.random() < 0.4:
        d.line("Letter of thanks + GP notification sent {}.", dt(rng, c, plus(approved, 1), "short"))
    return d


def gen_milk_dispensing(rng, c):
    d = Doc()
    date = c.days_after(rng, 1, 40)
    form = rng.choice(["nicu", "nicu", "nicu", "community"])
    d.line("{}", P(c.milkbank, "HOSPITAL"))
    d.line(rng.choice(["DONOR MILK DISPENSING RECORD", "Donor Human Milk - Order & Release", "DHM ISSUE LOG",
                       "Pasteurised donor milk dispatch note"]))
    d.line("Order no.: {}    Received: {} {}    via {}", P(phi.idnum(rng, "order"), "IDNUM"), dt(rng, c, date, rng.choice(["num", "iso"])),
           tm(rng, c), rng.choice(["fax", "e-order", "phone", "email"]))
    d.nl()
    if form == "nicu":
        d.f("Requesting unit: {}, {}", P(c.ward, "HOSPITAL"), P(c.hosp, "HOSPITAL"))
        d.line("   Fax {}  Ph {}", P(c.hosp_fax, "FAX"), P(c.hosp_phone, "PHONE"))
        d.line("Recipient: {}   {} {}   DOB {}", c.baby.nm(rng, rng.choice(["LF", "full", "lf"])),
               rng.choice(["MRN", "NHI" if c.c == "NZ" else "UR", "Hosp no"]), P(c.baby_mrn, "MRN"), dt(rng, c, c.birth, "num"))
        ga = rng.randint(24, 33)
        d.line("GA at birth {}+{}  CGA today {}+{}   BW {} g   Cot {}", ga, rng.randint(0, 6), ga + (date - c.birth).days // 7,
               rng.randint(0, 6), rng.randint(600, 1900), P(str(rng.randint(1, 28)), "LOCATION_OTHER"))
        d.line("Indication: {}", rng.choice(["<32/40 - bridge until maternal supply established", "ELBW <1500 g", "post-NEC re-feed",
                                              "gastroschisis repair", "maternal supply insufficient (expressing ~100 mL/24h)",
                                              "cardiac - post-op feed advance"]))
        d.f("Prescriber: ")
        d.add(staff_ref(rng, c.paed, "dr"))
        if c.paed.lic and rng.random() < 0.5:
            d.f(" ({} {})", lic_label(rng, c.paed.lic_kind), P(c.paed.lic, "LICENSE"))
        d.nl()
        d.line("Parental consent: signed by {} on {} (copy on file).", mum_ref(rng, c, formal=True), dt(rng, c, plus(date, -rng.randint(0, 5)), "short"))
    else:
        d.line("Outpatient recipient (community dispensing)")
        d.f("Infant: {} (", c.baby.nm(rng, "full"))
        d.add(baby_age_items(rng, (date - c.birth).days))
        d.line(")   Ref {}", P(phi.idnum(rng, "case", date.year), "IDNUM"))
        d.line("Parent: {}   Ph {}", c.mum.nm(rng, "full"), P(c.mobile, "PHONE"))
        d.f("Deliver to: ")
        address(rng, d, c.addr, multiline=False)
        d.nl()
        d.f("Medical authorisation: ")
        d.add(staff_ref(rng, rng.choice([c.paed, c.gp]), "dr"))
        d.line(", {}", P(c.gp_practice, "HOSPITAL"))
        d.line("Invoice {}  (processing fee {})", P(phi.receipt_no(rng), "ACCOUNT"),
               rng.choice(["waived - hardship", "$4.50/oz", "nil", "$3.75 per oz"]))
    d.nl()
    d.line("Batch       Pool      Bottle ID         Vol    Pasteurised   Use by     Bact.")
    pdate = plus(date, -rng.randint(10, 60))
    nb = rng.randint(2, 6)
    for i in range(nb):
        pd = plus(pdate, rng.randint(-3, 3))
        d.line("{}   {}   {}   {} mL  {}    {}   {}", P(phi.idnum(rng, "batch", pd.year), "IDNUM"),
               P(phi.idnum(rng, "pool", pd.year), "IDNUM"), P(phi.idnum(rng, "bottle", pd.year), "IDNUM"),
               rng.choice([50, 100, 100, 200, 30]), dt(rng, c, pd, "num"), dt(rng, c, plus(pd, rng.choice([90, 180])), "num"),
               rng.choice(["NG", "nil growth", "<10^5", "NG"]))
    d.line("Total: {} bottles. Holder pasteurised (62.5C x 30 min); post-pasteurisation culture nil growth.", nb)
    r = rng.random()
    if r < 0.3:
        d.line("Donor-recipient match: recipient DNA-profile waived; donor profiles on file for batch(es) above.")
    elif r < 0.6:
        d.line("Pool DNA screen matched to donor reference profile {} (no adulteration detected).", P(phi.bioid(rng), "BIOID"))
    d.nl()
    d.line("DISPATCH")
    d.line("Packed {} in insulated box on {}; temp logger {}.", tm(rng, c), rng.choice(["dry ice", "frozen gel packs", "ice packs"]),
           P(phi.serial_bare(rng), "DEVICE"))
    if rng.random() < 0.7:
        drv = casemod.staff(rng, c.c, "courier")
        d.f("Courier: ")
        d.add(drv.nm(rng, rng.choice(["full", "init"])))
        d.line(" ({}), vehicle reg {}", rng.choice(["hospital transport", "volunteer", "motorbike volunteer", "taxi account"]),
               P(phi.plate(rng, c.c), "VEHICLE"))
    d.f("Received by: ")
    d.add(staff_ref(rng, c.mw, "cred"))
    d.line(" at {}; box temp on arrival {}C; {} intact.", tm(rng, c), rng.choice(["-18", "-16", "-20", "-19"]),
           rng.choice(["seals", "labels", "tamper seals"]))
    d.nl()
    d.f("Dispensed by: ")
    d.add(staff_ref(rng, c.coord, "cred"))
    d.line("   user {}", P(phi.username(rng, c.coord.first, c.coord.last, staff=True), "USERNAME"))
    return d
