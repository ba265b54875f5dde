"""Genres: cryostore audit logs; gamete/embryo transport (chain-of-custody) records."""
import ctx
import phi
import pools
import clinical as cl
from ctx import nm, staff_nm, addr_pieces, age_pieces
from gcommon import D, Dn, letterhead, banner, sign


def _mat(rng, sex):
    return rng.choice(["SPERM", "SPERM", "TESE"] if sex == "M" else ["OOCYTES", "OOCYTES", "EMBRYOS"])


def audit_table(d, rng, c):
    ref = c.ref
    tank_sn = phi.device_sn(rng, "tank")
    tank = rng.choice(["Tank 3", "Dewar B", "CS-07", "Vapour 2", "T11", "Quarantine tank Q1"])
    d.w(rng.choice(["ANNUAL CRYOSTORE AUDIT", "Cryostore stock audit - 100% check", "Storage audit worksheet", "CRYOBANK RECONCILIATION"]), "\n")
    d.w((c.clinic, "HOSPITAL"), "  |  Room ", (rng.choice(["B12", "1.04", "LG-07", "Cryo 2", "G14"]), "LOCATION_OTHER"), "\n")
    d.w("Vessel: ", tank, " (", rng.choice([cl.MODELS[0], cl.MODELS[2], cl.MODELS[3]]), ", SN ", (tank_sn, "DEVICE"), ")   LN2 level at start: %d cm\n" % rng.randint(18, 55))
    d.w("Audit date: ", D(rng, c, ref), "   Auditors: ", staff_nm(rng, c.st["embryologist"], "full"), " / ", staff_nm(rng, c.emb2, "full"), "\n\n")
    d.t("Can Cane Patient                         DOB          ID          Mat.     n  Frozen       Consent exp.  Check\n")
    for i in range(rng.randint(5, 10)):
        k = ctx.make_case(rng, c.country, ref=ref, amin=16, amax=44)
        fz = phi.shift(ref, -rng.randint(60, 3600))
        exp = phi.shift(fz, 3652)
        d.w("%-3d %-4s " % (rng.randint(1, 10), rng.choice(["A", "B", "C", "D", "G1", "G2", "W"])))
        d.w(nm(rng, k.p, "PATIENT", rng.choice(["upper_lf", "last_first"])), "  ", (phi.fmt_date(rng, k.p.dob, c.country, "num"), "DATE"), "  ",
            (k.cid, "MRN"), "  %-7s %2d  " % (_mat(rng, k.p.sex), rng.randint(1, 14)), (phi.fmt_date(rng, fz, c.country, "num"), "DATE"), "  ",
            (phi.fmt_date(rng, exp, c.country, "num"), "DATE"), "  ",
            rng.choice(["OK", "OK", "OK", "OK", "label faded - relabelled", "n=%d on system" % rng.randint(1, 9), "CONSENT EXPIRED - escalate", "not found -> see NCR"]), "\n")
    d.t("\nSummary: positions checked %d; discrepancies %d; expired consents %d.\n" % (rng.randint(40, 400), rng.randint(0, 4), rng.randint(0, 3)))
    d.w("Signed off: ", staff_nm(rng, c.emb3, "full_cred"), " (", c.emb3.job, ") ", Dn(rng, c, phi.shift(ref, rng.randint(0, 5))), "\n")


def audit_trail(d, rng, c):
    p, ref = c.p, c.ref
    d.w(rng.choice(["CryoTrack: record access audit", "EPR audit trail - storage module", "Audit log export (read-only)"]), "\n")
    d.w("Record: ", nm(rng, p, "PATIENT", "upper_lf"), " / ", (c.mrn, "MRN"), " / DOB ", D(rng, c, p.dob, "num"), "\n")
    d.w("Requested by: ", staff_nm(rng, c.st["admin"], "full"), " (", c.st["admin"].job, ") for ", rng.choice(["Caldicott review", "privacy complaint", "routine QA sample", "subject access request"]),
        "   ref ", (phi.ref_no(rng, "SAR"), "IDNUM"), "\n\n")
    d.t("timestamp            user          ip              action              detail\n")
    users = [(s, phi.username(rng, s.first, s.last)) for s in [c.st["embryologist"], c.emb2, c.st["nurse"], c.st["admin"], c.st["consultant"]]]
    t = phi.shift(ref, -rng.randint(30, 400))
    for i in range(rng.randint(7, 13)):
        u = rng.choice(users)
        act, det = rng.choice([
            ("VIEW", "storage summary"), ("VIEW", "consent forms"), ("EDIT", "consent expiry -> %s" % "{exp}"), ("MOVE", "straws can 4 cane B -> can 7 cane A"),
            ("PRINT", "renewal letter"), ("EDIT", "address updated"), ("EMAIL", "reminder sent"), ("THAW", "1 straw released for IUI"),
            ("LOGIN_FAIL", "bad password x3"), ("EXPORT", "CSV storage list")])
        d.w((phi.fmt_date(rng, t, c.country, "iso"), "DATE"), " %02d:%02d:%02d  " % (rng.randint(7, 19), rng.randint(0, 59), rng.randint(0, 59)),
            (u[1], "USERNAME"), " " * max(1, 14 - len(u[1])), (phi.ipaddr(rng), "IPADDR"), "  %-18s " % act)
        if "{exp}" in det:
            d.w("consent expiry -> ", (phi.fmt_date(rng, phi.shift(ref, 3652), c.country, "iso"), "DATE"))
        elif det == "address updated":
            d.w("address updated: ", (c.addr.street, "STREET"), ", ", (c.addr.city, "CITY"))
        elif det == "reminder sent":
            d.w("reminder sent to ", (c.email, "EMAIL"))
        else:
            d.t(det)
        d.t("\n")
        t = phi.shift(t, rng.randint(0, 40))
    d.t("\nReviewer comment: %s\n" % rng.choice(["All access appropriate to role.", "One access by non-clinical user - explained (billing query).",
                                                 "LOGIN_FAIL events relate to locked account, reset by IT.", "Escalated to IG lead."]))


def ln2_log(d, rng, c):
    ref = c.ref
    d.w(rng.choice(["LN2 / ALARM LOG", "Dewar fill & alarm record", "Cryostore monitoring log - month end"]), "  ", (c.clinic, "HOSPITAL"), "\n")
    tanks = [(rng.choice(["Tank %d" % i, "Dewar %s" % "ABCDEFG"[i], "V%d" % i]), phi.device_sn(rng, "tank")) for i in range(1, rng.randint(3, 5))]
    d.t("Vessels: ")
    for i, (n, sn) in enumerate(tanks):
        if i:
            d.t("; ")
        d.w(n, " SN ", (sn, "DEVICE"))
    d.w("\nRemote monitor: ", rng.choice(["TempTrak T2", "CryoGuard 400", "Vigil-8 hub"]), " SN ", (phi.device_sn(rng, "logger"), "DEVICE"), " @ ", (phi.ipaddr(rng), "IPADDR"), "\n\n")
    d.t("Date        Time   Vessel    Level(cm)  Temp(C)  Fill  Init  Notes\n")
    dt = phi.shift(ref, -rng.randint(20, 28))
    for i in range(rng.randint(6, 10)):
        n, sn = rng.choice(tanks)
        s = rng.choice([c.st["embryologist"], c.emb2, c.emb3])
        alarm = rng.random() < 0.2
        d.w((phi.fmt_date(rng, dt, c.country, "num"), "DATE"), "  %s  %-8s  %5d      %5d    %-4s  " % (
            phi.tod(rng, "24"), n, rng.randint(12, 48), rng.choice([-196, -195, -192, -190, -187, -160]) if not alarm else -142,
            rng.choice(["Y", "N"])), (ctx.initials(s, False), "DOCTOR"), "    ")
        if alarm:
            d.w("HIGH TEMP ALARM - on-call ", staff_nm(rng, s, "full"), " called on ", (phi.phone(rng, c.country, mobile=True), "PHONE"), "; lid seal checked, resolved ", phi.tod(rng, "24"))
        else:
            d.t(rng.choice(["routine", "weekly check", "auto-fill from bulk", "", "O2 monitor 20.8%", "logger battery replaced"]))
        d.t("\n")
        dt = phi.shift(dt, rng.randint(1, 4))
    d.w("\nSupplier delivery: ", rng.choice(["1000 L bulk", "4 x 180 L dewars"]), " from ", (rng.choice(["Boreal Gases", "Kingsgas Supply", "CryoGas Direct", "Frostline Industrial"]), "ORGANIZATION"),
        ", docket ", (phi.ref_no(rng, "DN"), "IDNUM"), ", driver ", (rng.choice(ctx.MALE + ctx.FEMALE) + " " + rng.choice(ctx.SURN), "FAMILY"), ", reg ", (phi.plate(rng, c.country), "VEHICLE"), "\n")
    d.w("Reviewed by ", staff_nm(rng, c.emb3, "title_full"), " ", Dn(rng, c, ref), "\n")


def expiry_review(d, rng, c):
    ref = c.ref
    d.w(rng.choice(["Consent expiry review - quarterly list", "STORAGE CONSENT EXPIRY TRACKER", "Expiring consents: actions"]), "\n")
    d.w("Prepared by ", staff_nm(rng, c.st["admin"], "full"), ", ", Dn(rng, c, ref), " | Centre ", (c.centre_lic[1], "LICENSE"), "\n\n")
    for i in range(rng.randint(3, 6)):
        k = ctx.make_case(rng, c.country, ref=ref, amin=20, amax=50)
        exp = phi.shift(ref, rng.randint(-20, 120))
        d.w("%d) " % (i + 1), nm(rng, k.p, "PATIENT", rng.choice(["full", "upper_lf", "last_first"])), " - ", (k.cid, "MRN"), " - ", _mat(rng, k.p.sex).lower(),
            " - expires ", D(rng, c, exp, "num"), "\n")
        acts = rng.sample(["letter 1", "letter 2", "phone", "email", "text msg", "GP contacted", "recorded delivery"], rng.randint(1, 3))
        for a in acts:
            dd = phi.shift(ref, -rng.randint(5, 120))
            d.w("   - ", a, " ", (phi.fmt_short(rng, dd, c.country), "DATE"), ": ")
            if a in ("phone", "text msg"):
                d.w("rang " if a == "phone" else "sent to ", (k.phone, "PHONE"), rng.choice([" - no answer", " - VM left", " - spoke to pt, form to follow", " - number unobtainable"])
                    if a == "phone" else rng.choice([" - delivered", " - no reply", " - pt replied 'will renew'"]))
            elif a == "email":
                d.w((k.email, "EMAIL"), rng.choice([" - bounced", " - no reply", " - replied, renewing"]))
            elif a == "GP contacted":
                d.w((k.gp_practice, "HOSPITAL"), " - confirmed pt still registered, new addr ", (k.addr.street, "STREET"), ", ", (k.addr.city, "CITY"))
            else:
                d.w("to ", addr_pieces(rng, k.addr, "line", with_country=False))
            d.t("\n")
        d.t("   Outcome: %s\n" % rng.choice(["renewed 10y", "pending", "allowed to perish per consent - 2nd checker required", "extension (medical) - letter from consultant on file", "pt deceased - see consent section 3"]))
    d.t("\nReminder: material must not be disposed of without two-person check and documented consent status.\n")


def cryostore_audit(rng, d, c):
    rng.choice([audit_table, audit_table, audit_trail, ln2_log, expiry_review])(d, rng, c)


# ---------------------------------------------------------------------------
FOREIGN_CLINIC_COUNTRY = {"Clinica Levante": "Spain", "Ovum Baltica": "Latvia", "Kinderwunsch Isarzentrum": "Germany",
                          "Centro Medico Aurora": "Italy", "Praha Reprocentrum": "Czech Republic", "Kypros Fertility": "Cyprus",
                          "Nordlys Fertilitet": "Norway", "Atlantida IVF Lisboa": "Portugal"}


def transport_form(d, rng, c):
    p, ref = c.p, c.ref
    mat = _mat(rng, p.sex)
    intl = rng.random() < 0.45
    dest = rng.choice(pools.FOREIGN_CLINICS) if intl else rng.choice([x for x in pools.CLINICS[c.country] if x != c.clinic])
    dest_country = FOREIGN_CLINIC_COUNTRY[dest] if intl else None
    courier = rng.choice(pools.COURIERS)
    driver = ctx.person(rng)
    d.w(rng.choice(["CHAIN OF CUSTODY - TRANSPORT OF CRYOPRESERVED MATERIAL", "Gamete/Embryo Transfer Record", "Dry Shipper Consignment Note", "EXPORT / TRANSFER FORM"]), "\n")
    d.w("Consignment ref: ", (phi.ref_no(rng, "TRF"), "IDNUM"))
    if intl:
        d.w("   AWB: ", (phi.airway_bill(rng), "IDNUM"))
    d.t("\n\n")
    d.w("FROM: ", (c.clinic, "HOSPITAL"), ", ", addr_pieces(rng, c.clinic_addr, "line"), "\n      Tel ", (c.clinic_phone, "PHONE"), "\n")
    d.w("TO:   ", (dest, "HOSPITAL"))
    if intl:
        d.w(", ", (dest_country, "COUNTRY"), "\n      Contact: ", (rng.choice(ctx.FEMALE + ctx.MALE) + " " + rng.choice(ctx.SURN), "DOCTOR"), ", lab director, ",
            (phi.email(rng, local=rng.choice(["lab", "embryology", "import", "cryo"])), "EMAIL"))
        d.w("\n      Import authorisation: ", (phi.ref_no(rng, rng.choice(["SD", "IMP", "PERMIT"])), "IDNUM"), "\n")
    else:
        d.w("\n      Tel ", (phi.phone(rng, c.country, mobile=False), "PHONE"), "\n")
    d.t("\nPATIENT / MATERIAL\n")
    d.w("Name: ", nm(rng, p, "PATIENT", rng.choice(["upper_lf", "full"])), "   DOB: ", D(rng, c, p.dob, "num"), "   Clinic ID: ", (c.cid, "MRN"), "\n")
    if mat == "EMBRYOS":
        d.w("Partner: ", nm(rng, c.partner, "FAMILY", "full"), "   DOB: ", D(rng, c, c.partner.dob, "num"), "\n")
    d.t("Material: %s  No. of devices: %d  (%s)\n" % (mat.lower(), rng.randint(1, 9), rng.choice(["straws", "vitrification carriers", "cryovials"])))
    d.w("Frozen: ", D(rng, c, phi.shift(ref, -rng.randint(100, 3000)), "num"), "   Consent valid to: ", D(rng, c, phi.shift(ref, rng.randint(200, 3000)), "num"), "\n")
    d.t("Virology status: %s\n\n" % rng.choice(["negative (tested within 3/12)", "HBcAb positive - quarantine tank", "negative"]))
    d.t("SHIPPER\n")
    d.w("Dry shipper: ", rng.choice(["Cryoshipper CX100", "VoyagerDS 5", "CX-Mini 3"]), " SN ", (phi.device_sn(rng, "shipper"), "DEVICE"),
        "   Data logger SN ", (phi.device_sn(rng, "logger"), "DEVICE"), "\n")
    d.t("Charged: %s; hold time 10 days; weight charged %.1f kg; seal no. %s\n\n" % (rng.choice(["24h prior", "48 h prior"]), rng.uniform(9, 16), phi.digits(rng, 7)))
    d.t("CUSTODY\n")
    t = phi.shift(ref, 0)
    d.w("1. Packed ", Dn(rng, c, t), " ", phi.tod(rng, "24"), " by ", staff_nm(rng, c.st["embryologist"], "full"), ", witnessed ", staff_nm(rng, c.emb2, rng.choice(["full", "initials"])), "\n")
    d.w("2. Collected ", phi.tod(rng, "24"), " by ", (courier, "ORGANIZATION"), " driver ", (driver.first + " " + driver.last, "FAMILY"), ", vehicle ", (phi.plate(rng, c.country), "VEHICLE"))
    if rng.random() < 0.4:
        d.w(" (VIN ", (phi.vin(rng), "VEHICLE"), ")")
    d.w(", mobile ", (phi.phone(rng, c.country, mobile=True), "PHONE"), "\n")
    if intl:
        d.w("3. Airport handover ", D(rng, c, phi.shift(t, 1), "short"), ", flight ", rng.choice(["BA", "EI", "QF", "AC", "UA", "TP"]), str(rng.randint(100, 999)), "\n")
    d.w("%d. Received " % (4 if intl else 3), D(rng, c, phi.shift(t, rng.randint(1, 4)), "num"), " ", phi.tod(rng, "24"), " by ", (rng.choice(ctx.FEMALE + ctx.MALE) + " " + rng.choice(ctx.SURN), "DOCTOR"),
        " - logger max temp %d C; %s\n" % (rng.choice([-189, -185, -178, -192]), rng.choice(["all devices accounted for", "1 straw label illegible, ID confirmed from canister", "intact"])))
    d.w("\nReturn of shipper requested to ", (c.clinic, "HOSPITAL"), " by ", D(rng, c, phi.shift(t, 14), "short"), ".\n")


def transport_request(d, rng, c):
    p, ref = c.p, c.ref
    mat = _mat(rng, p.sex).lower()
    dest = rng.choice(pools.FOREIGN_CLINICS + pools.CLINICS[c.country])
    d.w("From: ", nm(rng, p, "PATIENT", "full"), " <", (c.email, "EMAIL"), ">\nTo: ", (c.clinic_email, "EMAIL"), "\nSent: ", D(rng, c, ref, rng.choice(["wd", "long"])), " ", phi.tod(rng), "\n")
    d.w("Subject: transfer of my ", mat, " - ref ", (c.cid, "MRN"), "\n\n")
    d.t(rng.choice(["Hi,", "Dear storage team,", "Hello,", "To whom it may concern,"]) + "\n\n")
    d.w("I am writing to ask for my ", mat, " to be moved to ", (dest, "HOSPITAL"), " as we have ", rng.choice(["relocated", "moved for work", "decided to have treatment there"]), ". ")
    if rng.random() < 0.5:
        d.w("My ", c.rel, " ", nm(rng, c.partner, "FAMILY", "first"), " has started a new job with ", (c.employer, "ORGANIZATION"), " in ", (rng.choice(pools.FOREIGN_COUNTRIES), "COUNTRY"), ". ")
    d.w("Our new address is ", addr_pieces(rng, ctx.address(rng, c.country), "line", with_country=rng.random() < 0.4), ". ")
    d.w("My date of birth is ", D(rng, c, p.dob), " and my clinic number is ", (c.cid, "MRN"), ". ")
    d.w("The contact at the new clinic is ", (rng.choice(ctx.FEMALE) + " " + rng.choice(ctx.SURN), "DOCTOR"), " (", (phi.email(rng, local=rng.choice(["transfers", "lab.manager", "cryo"])), "EMAIL"), "). ")
    d.t("Could you let me know the cost and what forms I need? We'd like it done before ")
    when = rng.choice(["the summer", "Christmas", "the end of the month", "our next cycle", "Easter", phi.MONTHS[(ref.month + 1) % 12]])
    d.w((when, "DATE") if when[0].isupper() else when, " if possible.\n\n")
    d.w("Thanks,\n", (p.first, "PATIENT"), "\n", (c.phone, "PHONE"), "\n\n")
    d.t("---- internal note ----\n")
    a = c.st["admin"]
    d.w(D(rng, c, phi.shift(ref, rng.randint(1, 3)), "num"), " ", (a.first, "DOCTOR"), ": replied with transfer pack + fee (", {"UK": "GBP 650", "US": "$900", "AU": "AUD 750", "CA": "CAD 800", "IE": "EUR 700"}[c.country],
        "). Need receiving centre licence ", rng.choice(["+ import approval", "confirmation", ""]), ". Courier provisionally ", (rng.choice(pools.COURIERS), "ORGANIZATION"), ", pickup ", D(rng, c, phi.shift(ref, rng.randint(14, 40)), "short"), ".\n")


def gamete_transport(rng, d, c):
    rng.choice([transport_form, transport_form, transport_request])(d, rng, c)
