"""Genres: pharmacy DAA dispensing record; telephone encounter."""
import blocks as B
import clinical as C
import phi
import pools_places as PP
from notebuilder import Note
from people import Ctx, make_person

PRODUCT_CODES = {
    "US": ["NDC 61958-2201-1", "NDC 0074-2625-28", "NDC 61958-1801-1", "NDC 0006-3074-02"],
    "CA": ["DIN 02456370", "DIN 02467550", "DIN 02432226", "DIN 02451131"],
    "AU": ["PBS item 11149Q", "PBS item 11158E", "AUST R 286733", "PBS item 10913M"],
    "UK": ["dm+d 36563411000001109", "PIP 417-6032", "dm+d 39030011000001103", "PIP 405-8851"],
}
HOMECARE = ["Medivale Homecare Ltd", "Careline Specialty Logistics", "Polar Pharma Couriers", "Helix Home Delivery Services"]


def gen_dispensing(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    drug, dose, weeks, pack = rng.choice(C.DAA)
    ph = rng.choice(PP.PHARMACY_NAMES) if rng.random() < 0.6 else "%s Outpatient Pharmacy" % ctx.hosp.split()[0].replace("'s", "")
    if ph.endswith("Outpatient Pharmacy") and ph.split()[0] in ("St", "Saint", "Our", "Sacred"):
        ph = "%s Outpatient Pharmacy" % ctx.hosp
    pharm = ctx.pharm
    tech = make_person(rng, staff=True)
    n.t((ph, "HOSPITAL"), "\n")
    pl = ctx.place()
    n.t(ctx.addr_pieces((ctx.street(), pl, phi.postcode(rng, country, pl[3]))), "\n")
    n.t("Ph ", (phi.phone(rng, country, False), "PHONE"), "   Fax ", (phi.phone(rng, country, False), "FAX"), "\n\n")
    n.t(rng.choice(["DAA DISPENSING RECORD", "HEPATITIS C DAA - DISPENSING LOG", "Specialty Rx Fill History - HCV",
                    "Highly Specialised Drug (S100) dispensing record"]), "\n\n")
    n.t("Patient: ", ctx.P(rng.choice(["LAST_first", "Last_first", "CAPS"])), "   DOB: ", ctx.dob_p(), "   ", ctx.sex, "\n")
    n.t("Address: ", ctx.addr_pieces(), "\n")
    n.t("Phone: ", (ctx.pt_phone, "PHONE"))
    if rng.random() < 0.5:
        n.t("   Email: ", (ctx.pt_email, "EMAIL"))
    n.t("\n", ctx.mrn_label(), " ", (ctx.mrn, "MRN"), "   ", ctx.hp_label(), " ", (ctx.hp, "HEALTHPLAN"), "\n")
    if country == "US":
        ins = rng.choice(PP.INSURERS)
        n.t("Plan: ", (ins, "ORGANIZATION"), "  Group ", (phi.group_no(rng), "HEALTHPLAN"), "  BIN 0%s  PCN %s\n" % (
            phi.digits(rng, 5), rng.choice(["ADV", "MEDDADV", "PCS", "9999"])))
        n.t("Prior authorization: ", ("PA" + phi.digits(rng, 9), "IDNUM"), " approved through ",
            ctx.d(phi.add_days(ctx.visit, weeks * 7 + 14)), "\n")
        if rng.random() < 0.5:
            n.t("Copay assistance card: ", ("%s%s" % (phi.letters(rng, 2), phi.digits(rng, 9)), "ACCOUNT"), " (manufacturer program)\n")
    elif country == "AU":
        n.t("Concession: ", rng.choice(["Pension card", "Health Care Card", "General", "DVA Gold"]),
            "  Safety net: ", rng.choice(["no", "yes"]), "\n")
    elif country == "CA":
        n.t("Coverage: ", rng.choice(["Trillium Drug Program", "Fair PharmaCare", "NIHB", "private + provincial"]),
            "  Claim ref ", ("CLM-" + phi.digits(rng, 8), "IDNUM"), "\n")
    else:
        n.t("Supply route: ", rng.choice(["hospital outpatient pharmacy", "homecare via ", "community pharmacy (OST-linked)"]))
        if rng.random() < 0.5:
            n.t((rng.choice(HOMECARE), "ORGANIZATION"))
        n.t("\n")
    rxd = phi.add_days(ctx.visit, -rng.randint(2, 14))
    presc = ctx.cons if rng.random() < 0.6 else ctx.reg
    n.t("\nRx #: ", (phi.rxnum(rng), "IDNUM"), "    Written: ", ctx.d(rxd), "\n")
    lab, val = phi.license_for(rng, country, "doctor")
    n.t("Prescriber: ", ctx.D(presc, rng.choice(["Dr_full", "last_cred_caps", "Dr_F_last"])), "  ", lab, " ", (val, "LICENSE"))
    if country == "US" and rng.random() < 0.6:
        n.t("  DEA ", (phi.letters(rng, 2) + phi.digits(rng, 7), "LICENSE"))
    n.t("\nClinic: ", (ctx.hosp, "HOSPITAL"), " Liver Clinic  ", (ctx.hosp_phone, "PHONE"), "\n\n")
    n.t("Drug: ", drug, " tablets\nSig: ", dose, " for %d weeks\n" % weeks)
    n.t("Product: ", rng.choice(PRODUCT_CODES[country]), "   Qty per fill: ", pack, "   Refills: %d\n" % (weeks // 4 - 1))
    n.t("Genotype ", rng.choice(C.GENOTYPES), ", ", rng.choice(["non-cirrhotic", "compensated cirrhosis", "treatment-naive, F2"]),
        "; baseline RNA ", C.hcv_rna(rng), "\n\n")
    n.t("FILL HISTORY\n#  Date        Qty  Days  Disp  Chk   Collected by\n")
    fills = weeks // 4 if drug.startswith("sofos") or "Zepatier" in drug or "Harvoni" in drug else 2
    fills = max(1, min(fills, 3))
    d = ctx.visit
    for i in range(fills):
        ds = phi.fdate(d, "mdY" if country == "US" else rng.choice(["dmY", "dmy"]) if country != "CA" else "ISO")
        n.t("%d  " % (i + 1), (ds, "DATE"), " " * max(1, 12 - len(ds)), "%-4s %-5s " % (pack.split()[0], "28"),
            ((tech.first[0] + tech.last[0]).upper(), "DOCTOR"), "    ", ((pharm.first[0] + pharm.last[0]).upper(), "DOCTOR"), "    ")
        cb = rng.random()
        if cb < 0.5:
            n.t("self")
        elif cb < 0.8:
            n.t(ctx.F(0, rng.choice(["first", "full"])), " (", ctx.rel(0), ")")
        else:
            n.t("courier trk ", ("1Z" + phi.letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + phi.digits(rng, 10), "IDNUM"))
        n.t("\n")
        d = phi.add_days(d, 28)
    eot = phi.add_days(ctx.visit, weeks * 7)
    if d < eot:
        n.t("Next fill due: ", ctx.d(d), "   EOT expected: ", ctx.d(eot), "\n\n")
    else:
        n.t("Final supply dispensed. EOT expected: ", ctx.d(eot), "; SVR12 bloods ~", ctx.d(phi.add_days(eot, 84), alt=True), "\n\n")
    n.t("COUNSELLING (", ctx.D(pharm, rng.choice(["full", "initials"])), ")\n")
    ddis = C.ddi_for(drug)
    for ddi in rng.sample(ddis, rng.randint(2, 3)):
        n.t("- ", ddi, "\n")
    n.t("- Missed dose: take within 18 h, otherwise skip. Do not double.\n")
    rem = rng.choice(["Adherence app set up", "Dosette not needed - bottle", "Reminder SMS to "])
    n.t("- ", rem)
    if rem.endswith("to "):
        n.t((ctx.pt_mobile, "PHONE"), " daily 08:00")
    n.t("\n")
    if rng.random() < 0.6:
        n.t("\nID verification at collection: ", rng.choice(["fingerprint", "photo ID + fingerprint", "palm vein"]), " template ",
            (phi.bioid(rng), "BIOID"), "\n")
    n.t("Terminal ", (phi.ip(rng), "IPADDR"), "  user ", (phi.username(rng, tech.first, tech.last), "USERNAME"), "\n")
    n.t("Pharmacist: ", ctx.D(pharm, rng.choice(["full_cred", "full"])))
    lab, val = phi.license_for(rng, country, "pharmacist")
    n.t("  ", lab, " ", (val, "LICENSE"), "\n")
    return n, ctx


REASONS = [
    ("abdo", "Increasing abdominal distension x %d/7, weight up %.1f kg, mild SOB lying flat. No fever, no abdo pain."),
    ("conf", "Wife reports %d/7 of increased sleepiness and muddled speech; bowels opened x1 in %.0f days."),
    ("melaena", "Black tarry stools since %d/7, lightheaded, HR %.0f on home monitor."),
    ("results", "Calling for results of US and bloods; anxious. Requested callback x%d. AFP %.1f."),
    ("meds", "Ran out of rifaximin %d days ago; GP unable to prescribe. Spironolactone %.0f mg."),
    ("itch", "Severe pruritus worse at night despite colestyramine %d g; bilirubin %.0f."),
    ("daa", "Missed %d doses of Epclusa while away; %.0f tablets left."),
    ("jaund", "Yellow eyes noticed by daughter, dark urine x %d/7, itch. Alcohol ~%.0f units/day until last week."),
]


def gen_telephone(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    taker = rng.choice([ctx.cns, ctx.nurse2, ctx.reg, ctx.cns])
    t0 = phi.time_of_day(rng, 8, 17)
    code, reason = rng.choice(REASONS)
    n.t(rng.choice(["TELEPHONE ENCOUNTER", "Telephone Contact Note", "Phone call - Hepatology Advice Line", "TEL/ADVICE LINE"]),
        "   ", ctx.d(ctx.visit), " ", t0, "\n")
    n.t((ctx.hosp, "HOSPITAL"), " - ", rng.choice(["Liver CNS advice line", "Hepatology", "Liver Unit nurse line"]), "\n")
    B.demo_header(n, ctx, rng.choice([2, 4]))
    fam = rng.random() < 0.45
    if fam:
        i = rng.randint(0, 2)
        n.t("Caller: ", ctx.F(i, rng.choice(["full", "first", "title_last"])), " (", ctx.rel(i), ", ", rng.choice(["consent on file", "listed NOK", "patient present on speaker"]), ")\n")
    elif rng.random() < 0.3:
        n.t("Source: patient portal message (user ", (phi.username(rng, ctx.pt.first, ctx.pt.last), "USERNAME"), "), then phoned\n")
    else:
        n.t("Caller: patient\n")
    cb = ctx.pt_mobile if rng.random() < 0.6 else ctx.pt_phone
    n.t("Callback no.: ", (cb, "PHONE"), "\n")
    v = rng.random()
    if v < 0.5:
        n.t("ID verified: full name, DOB ", ctx.dob_p(), ", 1st line address (", (ctx.home[0], "STREET"), ")\n")
    elif v < 0.8:
        n.t("Caller verified by voice biometrics (voiceprint ", (phi.bioid(rng), "BIOID"), ") + DOB\n")
    else:
        n.t("ID: name + ", ctx.hp_label().rstrip(":").rstrip("."), " read back (", (ctx.hp, "HEALTHPLAN"), ")\n")
    n.t("\nS: ", reason % (rng.randint(2, 9), rng.uniform(1, 6) if "%.1f" in reason else rng.randint(2, 120)), "\n")
    stage = "decompensated" if code in ("abdo", "conf", "melaena", "jaund") else rng.choice(["compensated", "F2"])
    if rng.random() < 0.3:
        n.t("Just back from ", rng.choice(["holiday in ", "visiting family in ", "a work trip to "]), PP.country_pieces(rng.choice(PP.COUNTRIES)),
            rng.choice(["", " last week", " - no medical care abroad"]), ".\n")
    n.t("PMH: ", C.aet_text(rng, rng.choice(C.AETS)), ". Meds: ", "; ".join(C.meds_list(rng, "ALD", stage, 3)), ".\n")
    last_d = phi.add_days(ctx.visit, -rng.randint(5, 60))
    n.t("Last seen: ", ctx.d(last_d), " (", ctx.D(ctx.cons, rng.choice(["Dr_last", "initials"])), ").", " Last bloods ",
        ctx.dshort(phi.add_days(last_d, rng.randint(0, 3))), ": ", C.labs_inline(rng, stage, ["Na", "Creat", "Bili", "INR", "Plt"]), "\n")
    n.t("\nA/P: ")
    if code in ("melaena", "conf") or rng.random() < 0.15:
        n.t("Red flags - advised to attend ED")
        if rng.random() < 0.5:
            n.t(" at ", (ctx.hosp if rng.random() < 0.5 else ctx.hosp_abbr, "HOSPITAL"))
        n.t(rng.choice([" now / call ambulance.", " today.", " now."]), " ED ", rng.choice(["pre-alerted", "phoned (nurse in charge)", "not pre-alerted"]), ".\n")
    elif code == "abdo":
        nxt = phi.add_days(ctx.visit, rng.randint(1, 4))
        n.t("Booked for LVP at ", (rng.choice(PP.DAY_UNITS), "HOSPITAL"), " on ", ctx.dshort(nxt), " 08:30; bloods on arrival.\n")
    elif code == "results":
        n.t("Results discussed with ", ctx.D(ctx.cons, "Dr_last"), "; US ", ctx.d(last_d, alt=True), " no focal lesion. Reassured.\n")
    elif code == "meds":
        n.t("Urgent script sent to ", (rng.choice(PP.PHARMACY_NAMES), "HOSPITAL"), " (fax ", (phi.phone(rng, country, False), "FAX"), ").\n")
    elif code == "daa":
        n.t("Restart today; extend course by missed days. Informed ", ctx.D(ctx.pharm, "full"), " (pharmacy).\n")
    else:
        n.t("Add-on LFTs at GP ", rng.choice(["tomorrow", "this week", "today"]), "; discussed with ", ctx.D(ctx.reg, "Dr_last"), ".\n")
    if rng.random() < 0.4:
        n.t("Attempted callback ", phi.time_of_day(rng, 9, 18), " - no answer, voicemail left on ", (ctx.pt_phone, "PHONE"), ".\n")
    if rng.random() < 0.35:
        n.t("Follow-up video call arranged ", ctx.dshort(phi.add_days(ctx.visit, rng.randint(2, 10))), ": ",
            (phi.url(rng, "tele"), "URL"), rng.choice(["", " (link sent by SMS)", " (link emailed)"]), "\n")
    if rng.random() < 0.35:
        n.t("Previous video session connected from ", (phi.ip(rng), "IPADDR"), "; no issues.\n")
    n.t("Call duration %d min. Safety-netting given; pt/caller understood.\n" % rng.randint(4, 22))
    n.t("\n", ctx.D(taker, "full" if taker is not ctx.reg else rng.choice(["Dr_full", "Dr_F_last"])), " - ",
        {id(ctx.cns): "Liver CNS", id(ctx.nurse2): "Staff Nurse", id(ctx.reg): "Hepatology Registrar", id(ctx.sec): "Medical secretary"}[id(taker)], "\n")
    if rng.random() < 0.6:
        n.t("Entered by ", (phi.username(rng, taker.first, taker.last), "USERNAME"), " ", ctx.d(ctx.visit), " ", phi.time_of_day(rng), "\n")
    return n, ctx
