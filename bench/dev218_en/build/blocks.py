"""Reusable clinical blocks that carry PHI (dev218)."""
import clin
import pools as P
from note import (nm, staff_ref, dt, fd, dig, letters, us_plate, uk_reg, vin, private_ip, age_pieces, add_days)


def other_hosp(c, rng):
    pool = P.US_HOSPITALS if c.country == "US" else P.UK_HOSPITALS
    h = rng.choice(pool)
    while h == c.hosp:
        h = rng.choice(pool)
    return h


PHARM_US = ["Walnut Hill Pharmacy", "Main Street Drug", "Cornerstone Apothecary", "Riverside Family Pharmacy"]
PHARM_UK = ["Castle Street Pharmacy", "Meadow Lane Chemist", "Hillcrest Pharmacy", "Jubilee Road Pharmacy"]


def care_site(c, rng, kind="any"):
    us = c.country == "US"
    if kind == "pharmacy":
        return rng.choice(PHARM_US if us else PHARM_UK)
    if kind == "rehab":
        return rng.choice(P.US_CARE_SITES[:5] if us else P.UK_CARE_SITES[4:6] + P.UK_CARE_SITES[8:10])
    pool = P.US_CARE_SITES if us else P.UK_CARE_SITES
    return rng.choice(pool)


def lines_block(n, c, rng, k=0, bullet="- "):
    us = c.country == "US"
    idx = [0, 1]
    if c.scen["vent"] is True:
        idx += [3, 4]
    idx.append(5)
    if c.scen["rrt"]:
        idx.append(7)
    if c.scen["key"] == "trauma":
        idx.append(8)
    if c.scen["key"] == "ich":
        idx.append(11)
    if rng.random() < 0.4:
        idx.append(9)
    if rng.random() < 0.2:
        idx.append(10)
    for i in idx:
        txt = clin.LINES[i][0 if us else 1]
        n.t(bullet + txt)
        back = rng.randrange(0, max(1, k + 1))
        r = rng.random()
        if i in (4, 5, 9):
            n.t("\n")
            continue
        if r < 0.45:
            n.w(" (inserted ", c.ds(k - back), ")")
        elif r < 0.65:
            n.w(" - placed ", c.ds(k - back), " by ", staff_ref(rng.choice([c.junior, c.staff["resident" if us else "sho"]]),
                                                                  c.country, rng))
        elif r < 0.8:
            n.t(" (day %d)" % (back + 1))
        n.t("\n")


def trend_table(n, c, rng, k, ndays=3):
    us = c.country == "US"
    days = [k - i for i in range(ndays - 1, -1, -1)]
    vals = [clin.lab_rows(clin.labs(c.scen, rng, max(0, d)), c.country) for d in days]
    n.t("%-9s" % "")
    for d in days:
        s = fd(c.d(d), c.sfmt)
        n.w((s, "DATE"), " " * max(1, 10 - len(s)))
    n.t("\n")
    for r in range(len(vals[0])):
        n.t("%-9s" % vals[0][r][0])
        n.t("".join("%-10s" % v[r][1] for v in vals).rstrip() + "\n")


def micro_block(n, c, rng, k, bullet="- "):
    us = c.country == "US"
    specs = [("Blood cultures x2", "no growth to date"), ("Sputum culture", "normal respiratory flora"),
             ("Urine culture", "<10,000 CFU mixed"), ("MRSA nares PCR", "negative"),
             ("BAL", "pending"), ("Respiratory viral panel", "negative")]
    if c.scen.get("micro"):
        n.w(bullet, c.scen["micro"], "\n")
    for name, res in rng.sample(specs, rng.randrange(1, 4)):
        ds = c.ds(k - rng.randrange(0, max(1, k + 1)))
        acc = rng.choice(["%s%02d-%s" % (letters(rng, 1, "MBCS"), c.d(k).year % 100, dig(rng, 6)),
                          dig(rng, 2) + "-MB-" + dig(rng, 7), "L" + dig(rng, 9)])
        r = rng.random()
        if r < 0.5:
            n.w(bullet, name, " ", ds, " (acc ", (acc, "IDNUM"), "): ", res, "\n")
        elif r < 0.8:
            n.w(bullet, ds, " ", name, ": ", res, " [", (acc, "IDNUM"), "]\n")
        else:
            n.w(bullet, name, " sent ", ds, ", ", res, "\n")


def social_block(n, c, rng, head="Social: "):
    us = c.country == "US"
    k = c.nok
    n.t(head)
    r = rng.randrange(4)
    if r == 0:
        n.w("Lives with ", c.kinref(rng, k), " in ", (c.city, "CITY"), ". ")
    elif r == 1:
        n.w("Lives in ", "a house" if rng.random() < 0.5 else ("an apartment" if us else "a flat"), " in ")
        if us:
            n.w((c.city, "CITY"), ", ", (c.state, "STATE"))
        elif c.district:
            n.w((c.district, "CITY"), ", ", (c.city, "CITY"))
        else:
            n.w((c.city, "CITY"), ", ", (c.state, "CITY"))
        n.w(". NOK is ", c.kinref(rng, k), ". ")
    elif r == 2 and k.rel not in ("wife", "husband", "partner"):
        n.w("Lives alone; ", k.rel, " ", nm(k, "FAMILY", "first", c.country), " nearby. ")
    elif r == 2:
        n.w("Lives with ", k.rel, " ", nm(k, "FAMILY", "first", c.country), " in a bungalow. ")
    else:
        n.w("Married, lives with ", "husband" if c.sex == "F" else "wife", ". ")
    r = rng.random()
    if c.prof.startswith("retired") or c.prof.startswith("former"):
        n.w(c.prof[0].upper() + c.prof[1:].split(" ")[0] + " ", (c.prof.split(" ", 1)[1], "PROFESSION"), ". ")
    elif r < 0.45:
        n.w("Works as a" + ("n" if c.prof[0] in "aeiou" else "") + " ", (c.prof, "PROFESSION"), " at ",
            (c.employer, "ORGANIZATION"), ". ")
    elif r < 0.8:
        n.w("Occupation: ", (c.prof, "PROFESSION"), ". ")
    else:
        n.w("Employed by ", (c.employer, "ORGANIZATION"), " (", (c.prof, "PROFESSION"), "). ")
    n.t(rng.choice(["Ex-smoker (quit 10 yr ago). ", "Current smoker 15/day. ", "Never smoker. ", "Smokes ~1 ppd. ",
                    "Vapes. "]))
    n.t(rng.choice(["EtOH: social. ", "Alcohol ~40 units/week. " if not us else "EtOH 6 beers/day. ",
                    "No alcohol. ", "Denies drug use. ", "Hx IVDU, on methadone 80 mg. "]))
    if rng.random() < 0.35:
        if rng.random() < 0.5:
            n.w("Born in ", (c.country_from, "COUNTRY"), "; moved to the ", "US" if us else "UK", " in ",
                (str(c.dob.year + rng.randrange(18, max(19, c.age - 1))), "DATE"), ". ")
        else:
            n.w("Recent travel to ", (c.country_from, "COUNTRY"), ", returned ",
                c.ds(-rng.randrange(5, 30)), ". ")
    if rng.random() < 0.3:
        n.t("Baseline: " + rng.choice(["independent with ADLs", "walks with a frame", "uses a cane",
                                       "housebound, carers QDS", "ECOG 1", "CFS 5"]) + ". ")
    n.t("\n")


def kin_line(n, c, rng, k=None, label="NOK: "):
    k = k or c.nok
    n.w(label, nm(k, "FAMILY", rng.choice(["full", "full", "rev", "titlefull"]), c.country), " (", k.rel, ") ")
    n.w(rng.choice(["", "tel ", "ph: ", "mob "]), (k.phone, "PHONE"))
    if rng.random() < 0.25:
        n.w(", ", (k.email, "EMAIL"))
    n.t("\n")


def insurance_block(n, c, rng):
    if c.country == "US":
        r = rng.randrange(3)
        if r == 0:
            n.w("Insurance: ", (c.insurer, "ORGANIZATION"), " | Member ID ", (c.member, "HEALTHPLAN"), " | Group ",
                (c.group, "HEALTHPLAN"), "\n")
            if rng.random() < 0.6:
                n.w("SSN: ", (c.ssn, "SSN"), "\n")
        elif r == 1:
            n.w("Payor: ", (c.insurer, "ORGANIZATION"), " (", (c.member, "HEALTHPLAN"), "); SSN ", (c.ssn, "SSN"), "\n")
        else:
            n.w("Medicare MBI ", (dig(rng, 1) + letters(rng, 2) + dig(rng, 1) + letters(rng, 1) + dig(rng, 1) +
                                  letters(rng, 2) + dig(rng, 2), "HEALTHPLAN"), "; secondary ",
                (c.insurer, "ORGANIZATION"), " #", (c.member, "HEALTHPLAN"), "\n")
    else:
        if rng.random() < 0.3:
            n.w("Private cover: ", (c.insurer, "ORGANIZATION"), ", membership ", (c.member, "HEALTHPLAN"),
                " (scheme ", (c.group, "HEALTHPLAN"), ")\n")
            if rng.random() < 0.5:
                n.w("NI No: ", (c.ssn, "SSN"), "\n")
        else:
            n.w("NI number: ", (c.ssn, "SSN"), "\n")


def biometric(n, c, rng):
    r = rng.randrange(4)
    if r == 0:
        n.w("Identity confirmed by palm-vein scan (ID ", ("PV-" + dig(rng, 6), "BIOID"), ").\n")
    elif r == 1:
        n.w("Biometric wristband ID ", ("BIO" + dig(rng, 7), "BIOID"), " scanned and matched.\n")
    elif r == 2:
        n.w("Unknown on arrival - identified via fingerprint record ", ("FP-" + dig(rng, 5), "BIOID"), ".\n")
    else:
        n.w("Iris template ref ", ("IR-" + letters(rng, 2) + dig(rng, 5), "BIOID"), " linked to record.\n")


def device_line(n, c, rng, kind=None):
    kind = kind or rng.choice(["ppm", "vent", "crrt", "pump", "icd"])
    sn = rng.choice([letters(rng, 3) + dig(rng, 6), dig(rng, 8), letters(rng, 2) + "-" + dig(rng, 5) + letters(rng, 1),
                     dig(rng, 4) + "-" + dig(rng, 5)])
    if kind == "ppm":
        n.w("Dual-chamber PPM (SN ", (sn, "DEVICE"), "), interrogated - normal function\n")
    elif kind == "icd":
        n.w("ICD in situ, serial ", (sn, "DEVICE"), "; magnet at bedside\n")
    elif kind == "vent":
        n.w("Ventilator serial no. ", (sn, "DEVICE"), " (", rng.choice(["Servo-u", "Hamilton C6", "PB980", "Evita V500"]),
            ")\n")
    elif kind == "crrt":
        n.w("CRRT machine SN ", (sn, "DEVICE"), ", filter changed\n")
    elif kind == "impella":
        n.w("Impella CP SN ", (sn, "DEVICE"), ", P-level P6, flow 3.1 L/min, purge pressure OK\n")
    elif kind == "ecmo":
        n.w("ECMO console S/N ", (sn, "DEVICE"), ", 3500 rpm, flow 4.2 L/min, sweep 4\n")
    else:
        n.w("Insulin pump (serial ", (sn, "DEVICE"), ") removed and stored with property\n")


def vehicle_trauma(n, c, rng):
    us = c.country == "US"
    plate = us_plate(rng) if us else uk_reg(rng)
    r = rng.randrange(3)
    if r == 0:
        n.w("Per ", "police" if not us else "highway patrol", ", driver of vehicle reg ", (plate, "VEHICLE"), ". ")
    elif r == 1:
        n.w("Vehicle (plate ", (plate, "VEHICLE"), "; VIN ", (vin(rng), "VEHICLE"), ") towed. ")
    else:
        n.w("Police incident ref ", (dig(rng, 4) + "/" + dig(rng, 5), "IDNUM"), ", car ", (plate, "VEHICLE"), ". ")


def parking(n, c, rng, k=None):
    k = k or rng.choice(c.kin)
    plate = us_plate(rng) if c.country == "US" else uk_reg(rng)
    r = rng.randrange(2)
    if r == 0:
        n.w("Parking concession issued to ", nm(k, "FAMILY", "first", c.country), " for vehicle ", (plate, "VEHICLE"), ". ")
    else:
        n.w("Security asked re car ", (plate, "VEHICLE"), " in the visitor lot - belongs to ", k.rel, ". ")


def ptaddr_block(n, c, rng, lead="Address: "):
    n.w(lead, c.addr(rng), "\n")


def hosp_letterhead(n, c, rng):
    us = c.country == "US"
    n.w((c.hosp, "HOSPITAL"), "\n")
    if us:
        n.t("Division of Pulmonary & Critical Care Medicine\n")
    else:
        n.t(rng.choice(["Department of Critical Care", "Intensive Care Unit", "Adult Critical Care Services"]) + "\n")
    n.w(c.addr(rng, "hosp"), "\n")
    n.w("Tel ", (c.hosp_phone, "PHONE"), "  Fax ", (c.hosp_fax, "FAX"), "\n")
    if rng.random() < 0.4:
        n.w((rng.choice(["www.", "https://"]) + c.hosp_short.lower().replace(" ", "").replace("'", "").replace(".", "") +
             "." + rng.choice(["example.org", "example.net", "example.com"]) + rng.choice(["", "/icu", "/critical-care"]),
             "URL"), "\n")
    n.t("\n")


def ages_line(c, rng, k=0):
    return age_pieces(c.age_at(k), c.sex, rng, c.country)


def lookalikes(rng, m=2):
    return "; ".join(rng.sample(clin.LOOKALIKE, m))
