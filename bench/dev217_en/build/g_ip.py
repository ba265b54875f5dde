"""Genres: investigational product accountability record; participant payment and travel log."""
import context as C
import fakers as F
import helpers as H
import pools_places as PL
from common import Note


def ip_accountability(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    n.t(rng.choice(["INVESTIGATIONAL PRODUCT ACCOUNTABILITY RECORD", "Drug Accountability Log (site level)",
                    "IMP ACCOUNTABILITY AND DISPENSING RECORD", "Investigational Product Dispensing & Return Log"]) + "\n")
    n.f("Protocol {}   IP: {} ({})\n", site.protocol, st["ip"], rng.choice(["blinded", "open-label", "double-blind kits"]))
    n.f("Sponsor: {}   Depot/distributor: {}\n", ("ORGANIZATION", site.sponsor), ("ORGANIZATION", site.courier))
    n.f("Site {}: {} - ", site.number, ("HOSPITAL", site.hospital))
    n.t(rng.choice(["Investigational Drug Service", "Clinical Trials Pharmacy", "Research Pharmacy"]))
    n.f(", {}, {}\n", ("LOCATION_OTHER", site.building), ("LOCATION_OTHER", site.room))
    temp = "2-8 C refrigerator" if st["form"] in ("pen", "vial", "syringe") else "15-25 C controlled cabinet"
    logger = F.device_sn(rng)
    n.f("Storage: {}, continuous monitoring, logger SN {}\n\n", temp, ("DEVICE", logger))
    d0 = F.rand_date(rng, 2022, 2024)
    ship = "SHP-%s" % F.digits(rng, 7)
    k1 = rng.randint(100000, 899999)
    nk = rng.randint(8, 24)
    n.t("SHIPMENT RECEIPT\n")
    n.f("  Shipment {} received {} {} by {} via {}", ("IDNUM", ship), site.d(d0),
        "%02d:%02d" % (rng.randint(8, 17), rng.choice([0, 10, 25, 40, 55])),
        H.doc(rng, site.pharm, country, "staff", "research pharmacist"), ("ORGANIZATION", site.courier))
    if rng.random() < 0.6:
        n.f(" (AWB {})", ("IDNUM", F.digits(rng, 10)))
    n.t(".\n")
    n.f("  Kits {} to {} (n={}), {}. Shipper temperature in range; logger stopped and data downloaded.\n",
        ("IDNUM", "%06d" % k1), ("IDNUM", "%06d" % (k1 + nk - 1)), str(nk), site.lot(rng))
    n.f("  IWRS receipt confirmation {} entered by user {}.\n\n", ("IDNUM", "IW-%s" % F.digits(rng, 8)),
        ("USERNAME", site.pharm_user))
    n.t("DISPENSING / RETURNS\n")
    n.pipe = rng.random() < 0.4
    if n.pipe:
        n.t("Date | Subject | Init | Visit | Kit | Disp | Ret | Compl. | By | Chk\n")
    else:
        n.t("Date         Subject    Init  Visit  Kit      Disp  Ret  Compl.  By   Chk\n")
    rows = rng.randint(5, 10)
    parts = [C.Participant(rng, site, d0) for _ in range(rng.randint(2, 4))]
    disp_total = ret_total = 0
    ddates = sorted(F.plus(d0, 7 + rng.randint(0, 150)) for _ in range(rows))
    for i in range(rows):
        d = ddates[i]
        p = rng.choice(parts)
        n.cell(site.d(d, "dmy_dash_mon" if country != "US" else site.style), 13)
        n.cell(("IDNUM", p.sid), 11)
        n.cell(("PATIENT", p.person.initials("fl3")), 6)
        single = st["form"] in ("syringe", "vial")
        n.cell("V1" if st["form"] == "syringe" else "V%d" % rng.randint(2, 12), 7)
        n.cell(("IDNUM", "%06d" % (k1 + rng.randint(0, nk - 1))), 9)
        q = {"tablet": 35, "capsule": 60, "pen": 4, "vial": 1, "inhaler": 1, "syringe": 1}[st["form"]]
        ret = rng.randint(0, max(0, q // 3))
        disp_total += q
        ret_total += ret
        n.cell(str(q), 6)
        n.cell(str(ret), 5)
        n.cell("n/a" if single else "%d%%" % rng.randint(78, 100), 8)
        n.cell(H.inits(site.pharm), 5)
        n.f("{}\n", H.inits(rng.choice([site.crc, site.nurse])))
    n.f("\nTotals: dispensed {}, returned {}, on hand {}.\n", str(disp_total), str(ret_total),
        str(rng.randint(4, 40)))
    notes = rng.sample(range(6), rng.randint(2, 4))
    for k in notes:
        p = rng.choice(parts)
        if k == 0:
            d = F.plus(d0, rng.randint(20, 90))
            n.f("Excursion: {} refrigerator reached {:.1f} C on {} (logger {}); kits quarantined, sponsor approved use on {}.\n"
                .replace("{:.1f}", "%.1f" % rng.uniform(8.2, 11.5)),
                ("LOCATION_OTHER", site.room), site.d(d), ("DEVICE", logger), site.d(F.plus(d, rng.randint(1, 4))))
        elif k == 1:
            n.f("Participant {} reported IP left at {}'s house in {}; returned {} with {} {}s.\n",
                ("IDNUM", p.sid), H.fam(rng, p.rel), ("CITY", p.addr["city"]),
                site.d(F.plus(d0, rng.randint(30, 120))), str(rng.randint(2, 20)),
                st["form"] if st["form"] in ("tablet", "capsule") else "unused unit")
        elif k == 2:
            n.f("Replacement kit {} issued via IWRS (transaction {}) after damaged {} reported by {}.\n",
                ("IDNUM", site.kit(rng)), ("IDNUM", "TX%s" % F.digits(rng, 9)), st["form"], H.doc(rng, site.nurse, country, "staff"))
        elif k == 3:
            n.f("Returned IP shipped for destruction {}; certificate {} received from {}.\n",
                site.d(F.plus(d0, rng.randint(150, 300))), ("IDNUM", "COD-%s" % F.digits(rng, 6)),
                ("ORGANIZATION", site.sponsor))
        elif k == 4:
            n.f("Monitor {} verified accountability on {} (IP compliance 100% for {}).\n",
                H.doc(rng, site.cra, country, "staff", "CRA"), site.d(F.plus(d0, rng.randint(40, 140))),
                ("IDNUM", p.sid))
        else:
            n.f("Dispensing access audit: user {} logged in from workstation {} at 08:12.\n",
                ("USERNAME", site.pharm_user), ("IPADDR", F.ipaddr(rng)))
    n.f("\nResearch pharmacist: {}", H.doc(rng, site.pharm, country, "staff", "pharmacist"))
    if rng.random() < 0.5:
        lic = "GPhC reg. " if country == "UK" else ("Reg. No. " if country == "IN" else "Lic. #")
        n.f(" ({}{})", lic, ("LICENSE", F.license_no(rng, country) if country != "US" else "RPH%s" % F.digits(rng, 6)))
    n.f("\nPharmacy tel {}  fax {}\n", ("PHONE", site.phone), ("FAX", site.fax))
    return n


# -------------------------------------------------------------- payments
CUR = {"US": ("$", "%.2f"), "UK": ("GBP ", "%.2f"), "IN": ("Rs. ", "%d")}


def _money(country, v):
    sym, f = CUR[country]
    return sym + (f % v)


def payment_log(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    d0 = F.rand_date(rng, 2022, 2024)
    p = C.Participant(rng, site, d0)
    n.t(rng.choice(["PARTICIPANT PAYMENT AND TRAVEL REIMBURSEMENT LOG", "Participant Stipend & Travel Log",
                    "STUDY PARTICIPANT EXPENSES AND PAYMENTS RECORD", "Reimbursement Log - Participant"]) + "\n")
    n.f("Study {} | Site {} | {}\n", site.protocol, site.number, ("HOSPITAL", site.hospital))
    n.f("Participant: {}   Subject no. {}   DOB {}\n", H.pat(rng, p.person, country, ["full", "last_first", "upper"], False),
        ("IDNUM", p.sid), site.d(p.dob))
    n.t("Home address (for mileage): ")
    n._emit(F.addr_args(rng, p.addr))
    n.f("\nContact: {}\n", ("PHONE", p.phone))
    method = rng.randint(0, 2)
    if method == 0:
        vendor = rng.choice(PL.PAY_VENDORS)
        n.f("Payment method: reloadable card issued by {}, card no. {}\n", ("ORGANIZATION", vendor),
            ("ACCOUNT", F.account(rng, country, "card")))
        n.f("Cardholder portal: {}\n", ("URL", F.url(rng, "portal")))
    elif method == 1:
        bank = rng.choice(PL.BANKS[country])
        n.f("Payment method: bank transfer to {}, account {}\n", ("ORGANIZATION", bank), ("ACCOUNT", F.account(rng, country, "bank")))
    else:
        n.t("Payment method: cash against signed receipt (petty cash float held by study office)\n")
    if country == "US":
        n.f("Tax: W-9 on file, SSN {} (1099 issued if annual total exceeds $600)\n", ("SSN", F.ssn(rng, "US")))
    elif country == "IN":
        n.f("KYC: Aadhaar {} verified; biometric authentication ID {}\n", ("SSN", F.ssn(rng, "IN")), ("BIOID", F.bioid(rng)))
    else:
        n.t("Payments reported under the HMRC participant expenses arrangement; receipts retained.\n")
    companion = rng.random() < 0.6
    if companion:
        n.f("Travel companion: {} ({}), reimbursed for own travel per protocol\n", H.fam(rng, p.rel), p.rel_type)
    n.t("\n")
    n.pipe = rng.random() < 0.4
    if n.pipe:
        n.t("Date | Visit | Stipend | Travel | Parking/Vehicle | Total | Receipt | Appr\n")
    else:
        n.t("Date          Visit   Stipend     Travel                                 Parking/Vehicle      Total       Receipt       Appr\n")
    rows = rng.randint(4, 8)
    grand = 0.0
    plate = F.vehicle(rng, country)
    d = d0
    for i in range(rows):
        d = F.plus(d, rng.randint(14, 35)) if i else d0
        stip = rng.choice({"US": [50, 75, 100, 150], "UK": [20, 30, 40], "IN": [500, 1000, 1500]}[country])
        n.cell(site.d(d), 14)
        n.cell("V%d" % (i + 2), 8)
        n.cell(_money(country, stip), 12)
        if country == "IN":
            tr = rng.randint(150, 900)
            travel = ["auto/taxi ", ("VEHICLE", F.vehicle(rng, "IN")), " " + _money(country, tr)]
        else:
            miles = rng.randint(6, 88)
            rate = 0.67 if country == "US" else 0.45
            tr = round(miles * rate, 2)
            travel = "%d mi x %s = %s" % (miles, _money(country, rate), _money(country, tr))
        n.cell(travel, 39)
        if rng.random() < 0.5:
            pk = {"US": 12, "UK": 6, "IN": 40}[country]
            n.cell([("VEHICLE", plate), " " + _money(country, pk)], 21)
        else:
            pk = 0
            n.cell("-", 21)
        tot = stip + tr + pk
        grand += tot
        n.cell(_money(country, tot), 12)
        n.cell(("IDNUM", rng.choice(["RCT-%05d", "R%06d", "PV/%04d"]) % rng.randint(1, 99999)), 14)
        n.f("{}\n", H.inits(rng.choice([site.crc, site.nurse])))
    n.f("\nRunning total: {}\n", _money(country, grand))
    # notes
    extras = rng.sample(range(6), rng.randint(2, 4))
    for k in extras:
        if k == 0:
            n.f("Parking validated at {} car park for vehicle {}.\n", ("LOCATION_OTHER", site.building), ("VEHICLE", plate))
        elif k == 1:
            n.f("Missed visit on {} (participant at work - {}); no stipend paid.\n",
                site.d(F.plus(d0, rng.randint(40, 120))), ("PROFESSION", p.prof))
        elif k == 2:
            n.f("Overnight stay at {} approved by sponsor for visit {} ({} night).\n",
                ("ORGANIZATION", rng.choice(["Lakeside Inn", "Premier Lodge", "Hotel Sagar", "Red Brick Guest House"])),
                site.d(F.plus(d0, rng.randint(30, 90))), str(1))
        elif k == 3 and method == 0:
            n.f("Card replaced {} after loss; new card {} activated by {}.\n", site.d(F.plus(d0, rng.randint(20, 80))),
                ("ACCOUNT", F.account(rng, country, "card")), H.doc(rng, site.crc, country, "staff"))
        elif k == 4 and companion:
            n.f("{} called from {} to confirm payment received.\n", H.fam(rng, p.rel), ("PHONE", p.rel_phone))
        else:
            n.f("Taxi booked via site account {} for {}; driver plate {}.\n",
                ("ACCOUNT", F.account(rng, country, "visit")), site.d(F.plus(d0, rng.randint(10, 60))),
                ("VEHICLE", F.vehicle(rng, country)))
    n.f("\nPrepared by: {}   Approved: {}\n", H.doc(rng, site.crc, country, "staff"), H.doc(rng, site.pi, country, "md"))
    if rng.random() < 0.5:
        n.f("Finance contact: {} / {}\n", ("EMAIL", F.email(rng, None, site.hospital)), ("PHONE", site.phone))
    return n
