"""Genres: NIV set-up record, ventilator download report, home visit note, equipment log, oximetry/TcCO2 report."""
import pools as PL
from core import add_days, pat, wchoice, ip as ipaddr, slug
from world import staff


def kpa(c, v):
    return ("%.1f kPa" % v) if not c.us else ("%d mmHg" % round(v * 7.5))


def letterhead(n, c, site=None, fax=True, web=None):
    r = c.rng
    site = site or c.serv
    n.ln(c.fac(site))
    if "parent" in site and r.random() < 0.6:
        n.ln(c.fac({"name": site["parent"]}))
    n.ln(*c.addr(site, multi=r.random() < 0.4))
    line = [r.choice(["Tel: ", "T: ", "Phone "]), (site["tel"], "PHONE")]
    if fax and r.random() < 0.7:
        line += [r.choice(["  Fax: ", " | F: ", "   Fax "]), (site["fax"], "FAX")]
    n.ln(*line)
    if web or (web is None and r.random() < 0.35):
        n.ln(r.choice(["", "Web: "]), c.url(site))


def ref_line(n, c, author):
    """Letter reference with author/typist initials, e.g. 'Our ref: HT/jk/K123456'."""
    r = c.rng
    typist = "".join(r.choice("abcdefghjklmnprstw") for _ in range(2))
    n.ln(r.choice(["Our ref: ", "Ref: ", "Dictated/typed: "]), c.sn(author, "init"), "/", (typist, "DOCTOR"),
         ["/", (c.mrn, "MRN")] if r.random() < 0.5 else None)


def pt_block(n, c, style=None, extra=True):
    r = c.rng
    style = style or r.choice(["lines", "table", "compact"])
    nat = c.natid
    if style == "lines":
        n.ln("Patient: ", c.pn(r.choice(["full", "LF", "fml"])), "    DOB: ", c.D(c.dob), " (", (str(c.age), "AGE"), r.choice([" yrs)", "y)", ")"]))
        ids = [r.choice(["Hosp No: ", "MRN: ", "Hospital number ", "URN: " if c.cc == "AU" else "MRN "]), (c.mrn, "MRN")]
        if nat and nat[1] != c.mrn:
            ids += ["    ", nat[0], ": ", (nat[1], "MRN")]
        n.ln(*ids)
        if extra:
            n.ln("Address: ", *c.addr())
            n.ln("Tel: ", (c.tel, "PHONE"), r.choice(["  Mobile: ", " / ", "  Mob "]), (c.mob, "PHONE"))
    elif style == "table":
        n.ln("+-----------------+----------------------------------+")
        n.ln("| Name            | ", c.pn("LF"))
        n.ln("| Date of birth   | ", c.D(c.dob, "num" if r.random() < 0.7 else None))
        n.ln("| ", "MRN" if c.us else "Hospital no.", " " * (16 - len("MRN" if c.us else "Hospital no.")), "| ", (c.mrn, "MRN"))
        if nat and nat[1] != c.mrn:
            n.ln("| ", nat[0].ljust(16), "| ", (nat[1], "MRN"))
        if extra:
            n.ln("| Address         | ", *c.addr())
        n.ln("+-----------------+----------------------------------+")
    else:
        n.ln("Pt: ", c.pn("LF"), "  ", *c.age_p("sexa"), "  ", "MRN " if c.us else "ID ", (c.mrn, "MRN"), "  DOB ", c.D(c.dob))


def niv_setup(n, c):
    r = c.rng
    s = c.set
    d0 = c.base
    if r.random() < 0.6:
        letterhead(n, c)
        n.ln()
    kind = r.choice(["elective day-case", "elective inpatient (2 nights)", "home set-up", "outpatient", "ward-based"])
    n.ln(r.choice(["NIV SET-UP RECORD", "Non-Invasive Ventilation - Initiation Record", "BiPAP INITIATION NOTE" if c.us else "LTV NIV SET-UP",
                   "Home NIV commencement proforma"]), " (", kind, ")")
    n.ln("Date: ", c.D(d0, r.choice([None, "wk"])), "   Start time: ", c.T(r.randrange(8, 16)))
    if "ward" in kind or "inpatient" in kind:
        n.ln("Location: ", (r.choice(PL.WARD_NAMES), "HOSPITAL"), ", ", r.choice(["bed ", "Bed ", "side room "]), (str(r.randrange(1, 30)), "LOCATION_OTHER"))
    n.ln()
    pt_block(n, c)
    n.ln()
    ref = c.cons
    n.f("Referred by {d} ({h}) on {dt}. ", d=c.sn(ref, "tl"), h=c.fac(c.hosp), dt=c.D(c.day(-r.randrange(10, 90))))
    n.f("Diagnosis: {dx} (ICD-10 {icd}), diagnosed {yr}.\n", dx=c.dx, icd=PL.ICD[c.dxkey], yr=c.D(c.dx_date, r.choice(["y", "my"])))
    n.ln("Indication / baseline:")
    pco2 = r.uniform(6.2, 9.4)
    n.ln("  - ABG ", c.D(c.day(-r.randrange(1, 20)), "dm"), " ", c.T(), ": pH %.2f, PaCO2 %s, PaO2 %s, HCO3 %d, BE +%d" % (
        r.uniform(7.33, 7.42), kpa(c, pco2), kpa(c, r.uniform(7.5, 10.5)), r.randrange(27, 36), r.randrange(2, 9)))
    n.ln("  - FVC %.2f L (%d%% predicted), supine drop %d%%; SNIP %d cmH2O; PCF %d L/min" % (
        r.uniform(0.7, 2.6), r.randrange(25, 70), r.randrange(10, 40), r.randrange(20, 70), r.randrange(120, 300)))
    n.ln("  - Epworth %d/24; morning headaches %s; orthopnoea %s" % (r.randrange(3, 20), r.choice(["yes", "no", "occasional"]), r.choice(["yes", "no"])))
    n.ln()
    n.ln("EQUIPMENT ISSUED")
    n.ln("  Ventilator : ", c.vent, "   S/N ", (c.vent_sn, "DEVICE"), "   Asset ", (c.asset, "DEVICE"))
    if c.hours.startswith(("16", "24")):
        n.ln("  2nd vent   : ", c.vent, "   S/N ", (c.vent2_sn, "DEVICE"), "  (24h dependence - backup)")
    n.ln("  Interface  : ", c.trach + " tracheostomy (existing)" if c.trach else c.mask)
    n.ln("  Humidifier : ", c.humid)
    n.ln("  Circuit    : 22 mm single-limb, ", s["valve"], "; filter REF 1116757 (not patient specific)")
    if r.random() < 0.5:
        n.ln("  Oximeter   : ", c.oxi, "  SN ", (c.oxi_sn, "DEVICE"))
    n.ln()
    n.ln("INITIAL SETTINGS")
    n.add(c.setting_lines(table=True))
    n.ln()
    n.ln("TITRATION LOG")
    t = r.randrange(9, 14)
    ip = s["ipap"] - r.randrange(3, 7)
    for i in range(r.randrange(3, 6)):
        n.ln("  ", c.T(t + i // 2, (i * 20) % 60), "  IPAP %d / EPAP %d  SpO2 %d%%  TcCO2 %s  RR %d  leak %d L/min  %s" % (
            ip, s["epap"], r.randrange(89, 98), kpa(c, r.uniform(5.4, 8.2)), r.randrange(12, 26), r.randrange(5, 40),
            r.choice(["tolerating", "mouth leak - chin strap added", "asynchrony, Ti max shortened", "comfortable", "anxious, reassured",
                      "mask resized", "ineffective triggers noted"])))
        ip = min(s["ipap"], ip + r.randrange(1, 3))
    n.ln()
    fam = c.nok
    n.f("Education: mask fitting, cleaning, alarm meanings, power cut plan and when to call {e} given to {p} and {rel} {f}. "
        "Written leaflet given. Teach-back satisfactory.\n", e=r.choice(["999", "111"]) if c.cc == "UK" else "911" if c.us else "000" if c.cc == "AU" else "111" if c.cc == "NZ" else "112/999",
        p=c.pn("first") if r.random() < 0.5 else "patient", rel=fam["rel"], f=c.fn(fam))
    if fam.get("prof") and r.random() < 0.4:
        n.f("({f} works as a {pr} and is available evenings.)\n", f=c.fn(fam, "first"), pr=(fam["prof"], "PROFESSION"))
    n.ln()
    n.ln("PLAN")
    n.f("1. Overnight oximetry + TcCO2 at home on {d}.\n", d=c.D(c.day(r.randrange(7, 30))))
    n.f("2. 4-week download; clinic with {d} on {dt}.\n", d=c.sn(ref, r.choice(["tl", "tfull"])), dt=c.D(c.day(r.randrange(28, 60))))
    n.f("3. Supplier ({sup}) notified for consumables; customer account {acc}.\n", sup=(c.supplier, "ORGANIZATION"), acc=(pat(r, "CUST-######"), "ACCOUNT"))
    n.f("Helpline {t} (Mon-Fri 08:30-16:30). Out of hours: switchboard {sw}, ask for on-call respiratory.\n", t=c.ph("land"), sw=(c.hosp["tel"], "PHONE"))
    n.ln()
    n.ln(r.choice(["Completed by: ", "Signed: ", "Physiologist: "]))
    n.ln(*c.sig(c.phys))
    n.ln("Date/time: ", c.D(d0), " ", c.T(r.randrange(14, 18)))


def vent_download(n, c):
    r = c.rng
    s = c.set
    n.ln(r.choice(["=== VENTILATOR DATA REPORT ===", "VENTILATOR COMPLIANCE & THERAPY SUMMARY", "Download report - home ventilation",
                   "*** THERAPY DATA DOWNLOAD ***"]))
    rid = pat(r, r.choice(["DL-####-#####", "RPT#######", "VD/##/####"]))
    user = r.choice(["%s%s%d" % (c.phys["first"][0].lower(), c.phys["last"].lower().replace(" ", "").replace("'", ""), r.randrange(1, 9)),
                     "%s.%s" % (c.phys["first"].lower().replace(" ", ""), c.phys["last"].lower().replace(" ", "").replace("'", "")),
                     "resp_%s" % c.phys["last"].lower().replace(" ", "").replace("'", "")[:6], "hvs%s" % pat(r, "###")])
    n.ln("Report ID: ", (rid, "IDNUM"), "    Generated: ", c.D(c.base, r.choice(["iso", "num"])), " ", c.T(), "  by user ", (user, "USERNAME"))
    n.ln("Software: ", r.choice(PL.SOFTWARE), "    Site: ", c.fac(c.serv))
    src = r.choice(["SD card", "USB", "modem", "modem", "Bluetooth app"])
    if src == "modem":
        n.ln("Data source: cellular modem, last sync ", c.D(c.day(-1), "iso"), " ", c.T(), " from ", (ipaddr(r), "IPADDR"))
    else:
        n.ln("Data source: ", src, " (card read ", c.D(c.base, "dm"), ")")
    n.ln()
    n.ln("Patient: ", c.pn(r.choice(["LF", "LF", "full", "upper"])), "   DOB: ", c.D(c.dob), "   Patient ID: ", (c.mrn, "MRN"))
    if c.natid and c.natid[1] != c.mrn and r.random() < 0.5:
        n.ln(c.natid[0], ": ", (c.natid[1], "MRN"))
    n.ln("Device: ", c.vent, "   SN: ", (c.vent_sn, "DEVICE"), "   FW: ", pat(r, "SX###-####"), "   Hours meter: %d h" % r.randrange(900, 40000))
    n.ln("Prescription: ", c.setting_lines())
    n.ln("Interface: ", c.mask if not c.trach else c.trach)
    days = r.choice([14, 30, 30, 28, 90, 7])
    d2 = c.day(-1)
    d1 = c.day(-days)
    sty = r.choice(["num", "iso", "abbr", "short"])
    n.ln()
    n.ln("Period: ", c.D(d1, sty), " - ", c.D(d2, sty), " (%d days)" % days)
    used = days - r.randrange(0, max(2, days // 6))
    ge4 = used - r.randrange(0, 3)
    n.ln("Days used: %d/%d (%d%%)   Days >= 4 h: %d/%d (%d%%)" % (used, days, used * 100 // days, max(ge4, 0), days, max(ge4, 0) * 100 // days))
    mu = r.uniform(4.5, 11.5)
    n.ln("Mean usage (days used): %d h %02d min   Median: %d h %02d min" % (int(mu), int(mu * 60) % 60, int(mu + 0.3), r.randrange(60)))
    n.ln("Leak 95th: %d L/min   Vt 50th/95th: %d/%d mL   RR 50th: %d   MV 50th: %.1f L/min   Spont Trig: %d%%   AHI: %.1f" % (
        r.randrange(5, 60), s["vt"] - r.randrange(0, 60), s["vt"] + r.randrange(30, 160), r.randrange(12, 24), r.uniform(4.5, 11), r.randrange(10, 95), r.uniform(0.4, 14)))
    n.ln()
    n.ln("Daily detail (last %d nights):" % min(days, 10))
    n.ln("Date         Usage   Leak95  Vt50  RR50  SpO2 mean  AHI")
    dsty = r.choice(["num", "iso", "dm", "dmon", "wk"])
    for k in range(min(days, r.randrange(6, 11)), 0, -1):
        dd = c.day(-k)
        u = "--:--" if r.random() < 0.08 else "%02d:%02d" % (r.randrange(3, 12), r.randrange(60))
        n.ln(c.D(dd, dsty), "   ", u, "   %3d    %3d   %2d    %s      %.1f" % (
            r.randrange(5, 70), s["vt"] + r.randrange(-80, 80), r.randrange(11, 26), "%d%%" % r.randrange(88, 98) if r.random() < 0.7 else "n/a ", r.uniform(0, 12)))
    n.ln()
    n.ln("Events/alarms: ", r.choice(["High leak x%d, Low MV x%d" % (r.randrange(1, 20), r.randrange(0, 5)), "Power fail x1 (mains), ran on battery 40 min",
                                      "no significant alarms", "Disconnect x%d; low battery x1" % r.randrange(1, 6)]))
    n.ln()
    n.ln("Clinical comment:")
    cm = r.choice(["Good adherence; leak acceptable. No change.", "Suboptimal use at weekends - discussed with patient by phone.",
                   "High leak from %s; mask refit booked." % c.mask.split(" (")[0], "Rising AHI with Cheyne-Stokes pattern on flow; EPAP increased by 1.",
                   "Low spontaneous triggering, consider increasing backup rate.", "Vt below target on %d%% of nights - iVAPS target reviewed." % r.randrange(10, 40)])
    n.ln(cm)
    if r.random() < 0.5:
        n.f("Discussed with {d} ({dt}). Letter to GP {g} at {p}.\n", d=c.sn(c.cons, "tl"), dt=c.D(c.base, "dm"), g=c.sn(c.gp, "tl"), p=c.fac(c.gp_site))
    n.ln("Reviewed by: ", c.sn(c.phys, r.choice(["full", "il"])), ", ", c.phys["job"], "   ", c.D(c.base))
    if r.random() < 0.3:
        n.ln("Countersigned: ", c.sn(c.cons, "tfull"), "  ", c.cons["lic_label"], " ", (c.cons["lic"], "LICENSE"))


def home_visit(n, c):
    r = c.rng
    cns = r.choice([c.cns, c.phys, staff(r, c.cc, "physio")])
    n.ln(r.choice(["HOME VISIT - LONG-TERM VENTILATION", "Home visit note", "Community LTV review (home)", "HOME VENTILATION - DOMICILIARY VISIT"]))
    n.ln(c.fac(c.serv))
    n.ln("Date of visit: ", c.D(c.base, r.choice([None, "wk"])), "   Arrived ", c.T(r.randrange(9, 16)), "   Visit type: ",
         r.choice(["routine 6-monthly", "urgent (carer concern)", "post-discharge", "mask refit", "annual equipment review"]))
    pt_block(n, c, r.choice(["lines", "compact"]), extra=False)
    n.ln("Address: ", *c.addr())
    if r.random() < 0.5:
        lm = r.choice(PL.LANDMARKS)
        n.f("Access: {how}; {dir} {pre}{lm}{post}.\n", how=r.choice(["key safe (code held by team, not recorded)", "ring bell, ramp at side door",
                                                                    "ground floor, level access", "lift to 4th floor - check it is working"]),
            dir=r.choice(["third house past", "opposite", "bungalow behind", "turn left after"]), pre=lm[0], lm=(lm[1], "LOCATION_OTHER"), post=lm[2])
    if r.random() < 0.45:
        n.f("Parking: {w} - visitor permit issued for {who}'s car {reg}.\n", w=r.choice(["on drive", "residents only", "bay outside"]),
            who=r.choice(["carer", "CNS", "family"]), reg=(vehicle(r, c.cc), "VEHICLE"))
    fam = c.nok
    pres = [c.pn(r.choice(["first", "title", "full"])), ", ", fam["rel"], " ", c.fn(fam)]
    if r.random() < 0.6:
        cr = c.carers[0]
        pres += [", carer ", c.fn(cr), " (", (c.agency, "ORGANIZATION"), ")"]
    n.ln("Present: ", *pres)
    n.ln()
    n.ln("S: ", r.choice(["Reports sleeping better since settings change; ", "Increasing breathlessness over 2 weeks; ",
                          "Mask sore on bridge of nose; ", "No concerns from patient; ", "Family worried about daytime sleepiness; "]),
         r.choice(["no chest infections since last visit.", "one course of amoxicillin from GP.", "using cough assist BD.",
                   "morning headaches resolved.", "ESS today %d/24." % r.randrange(2, 18)]))
    n.ln("O: SpO2 %d%% on %s, HR %d, RR %d, BP %d/%d, T %.1f. Chest %s. %s" % (
        r.randrange(88, 99), r.choice(["air", "room air", "1 L O2", "vent"]), r.randrange(60, 110), r.randrange(12, 28),
        r.randrange(100, 160), r.randrange(55, 95), r.uniform(36.1, 37.9), r.choice(["clear", "coarse creps R base", "reduced air entry bases", "quiet"]),
        r.choice(["No peripheral oedema.", "Mild ankle oedema.", "Gowers' sign positive (known).", "Weight %.1f kg." % r.uniform(38, 160)])))
    n.ln()
    n.ln("Equipment check:")
    n.ln(" - ", c.vent, " S/N ", (c.vent_sn, "DEVICE"), ": alarms tested (disconnect, high pressure, power), battery %d%%, filter changed." % r.randrange(60, 101))
    if r.random() < 0.6:
        n.ln(" - ", c.cough, " SN ", (c.cough_sn, "DEVICE"), ": insufflation/exsufflation +%d/-%d cmH2O, %s." % (r.randrange(30, 50), r.randrange(30, 50), r.choice(["used BD", "used prn", "not used - re-demonstrated"])))
    n.ln(" - Suction: ", r.choice(PL.SUCTION), " - ", r.choice(["working", "tubing replaced", "not required"]))
    n.ln(" - Interface: ", c.trach or c.mask, " - ", r.choice(["good fit", "replaced (6 months old)", "cushion split, new one from stock", "pressure area noted, gel pad applied"]))
    n.ln(" - Power: ", r.choice(["on priority services register with ", "registered as medically dependent with "]), (c.power, "ORGANIZATION"),
         " ref ", (pat(r, "PSR#######"), "ACCOUNT"))
    n.ln()
    if c.prof:
        n.f("Social: lives with {rel}. {p} {w} {pr}", rel=fam["rel"], p=c.pn("first") if r.random() < 0.5 else c.he.capitalize(),
            w="was a" if c.retired else r.choice(["works part-time as a", "was working as a", "used to work as a"]), pr=(c.prof, "PROFESSION"))
        if r.random() < 0.4:
            n.f(" at {o}", o=(r.choice(PL.ORG_EMPLOY), "ORGANIZATION"))
        n.add(".")
    else:
        n.f("Social: lives with parents; attends {o}.", o=(r.choice(PL.ORG_SCHOOL), "ORGANIZATION"))
    if fam.get("prof"):
        n.f(" {f} is a {pr}", f=c.fn(fam, "first"), pr=(fam["prof"], "PROFESSION"))
        n.add(r.choice([" and does night cover at weekends.", ".", ", currently on carer's leave."]))
    n.ln()
    if r.random() < 0.4:
        co = r.choice(PL.ABROAD)
        n.f("{f} is travelling to {co} on {d} for two weeks - backup carer plan agreed.\n", f=c.fn(c.fam[-1], "first"), co=c.country_p(co), d=c.D(c.day(r.randrange(10, 60))))
    if r.random() < 0.35:
        n.f("Family away over {h}; {x}.\n", h=(r.choice(PL.HOLIDAYS[c.cc]), "DATE"),
            x=r.choice(["respite bed requested", "agency to cover extra nights", "spare vent to go with them", "no change to package"]))
    if r.random() < 0.3:
        n.ln("Note: ", r.choice(PL.EPONYM_NEG), "; ", r.choice(["Hoover's sign absent", "no Cheyne-Stokes on flow trace", "Epworth unchanged"]), ".")
    n.ln()
    n.ln("Plan:")
    for item in r.sample([["Download via modem next week."], ["Repeat overnight oximetry in ", (c.hosp["name"], "HOSPITAL"), " sleep lab."],
                          ["Refer to OT for seating review."], ["Mask refit with ", c.sn(c.phys, "full"), "."],
                          ["Letter to GP ", c.sn(c.gp, "tl"), ", ", c.fac(c.gp_site), "."],
                          ["Next visit ", c.D(c.day(r.randrange(30, 180))), "."], ["Chase replacement battery with ", (c.supplier, "ORGANIZATION"), "."]], 3):
        n.ln("- ", *item)
    n.ln()
    n.ln(*c.sig(cns))
    if r.random() < 0.3:
        n.ln("Mobile: ", c.ph("mob"))


def vehicle(r, cc):
    if r.random() < 0.12:
        return pat(r, r.choice(["1FT@W3XM#@K@#####", "2HG@FC2F#@H######", "5YJ3E1EA#@F######"]))
    return pat(r, {"UK": r.choice(["@@## @@@", "@@##@@@"]), "IE": r.choice(["###-@-#####", "##-@@-####", "###-@@-###"]),
                   "US": r.choice(["#@@@###", "@@@-####", "#@@@##"]), "CA": r.choice(["@@@@ ###", "@@@-###"]),
                   "AU": r.choice(["@@@-###", "#@@@-###", "@@-##-@@"]), "NZ": r.choice(["@@@###", "@@@##"])}[cc])


def equipment_log(n, c):
    r = c.rng
    eng = staff(r, c.cc, "eng")
    eng2 = staff(r, c.cc, "tech")
    sup = c.supplier
    n.ln((sup, "ORGANIZATION"), r.choice([" - EQUIPMENT LOAN & SERVICE LOG", "\nEquipment loan and servicing record", " | Home Ventilation Asset History"]))
    n.ln("Service desk: ", c.ph("toll" if r.random() < 0.5 else "land"), "   ", (r.choice(["service", "helpdesk", "orders"]) + "@" + slug_(sup) + ".example.com", "EMAIL"))
    n.ln("Customer account: ", (pat(r, r.choice(["########", "CA-######", "3004####"])), "ACCOUNT"), "    Loan agreement: ",
         (pat(r, r.choice(["LA-#####", "HA/####/##", "LN######"])), "ACCOUNT"))
    n.ln("Patient: ", c.pn(r.choice(["LF", "full", "upper"])), "   DOB ", c.D(c.dob), "   Ref hospital no ", (c.mrn, "MRN"))
    n.ln("Install address: ", *c.addr())
    n.ln("Contact: ", c.fn(c.nok, "full"), " (", c.nok["rel"], ") ", (c.nok["tel"], "PHONE"))
    n.ln("Referring service: ", c.fac(c.serv), "  - clinician ", c.sn(c.phys, "full"))
    n.ln()
    sty = r.choice(["num", "iso", "dash", "short"])
    n.ln("DATE       | ITEM                          | SERIAL          | JOB NO     | ACTION                          | BY")
    n.ln("-----------+-------------------------------+-----------------+------------+---------------------------------+-----")
    rows = []
    start = c.day(-r.randrange(200, 1500))
    t = start
    new_sn = pat(r, "2318#######") if "ResMed" in c.vent else pat(r, "TV0########")
    acts = [("Delivered & installed", c.vent, c.vent_sn), ("Delivered", c.cough, c.cough_sn), ("PPM service - pass (electrical safety, PAT)", c.vent, c.vent_sn),
            ("Filters + circuit issued (REF 1116757 x4)", "consumables", None), ("Internal battery replaced", c.vent, c.vent_sn),
            ("Fault: 'High pressure' alarm - swapped", c.vent, c.vent_sn), ("Replacement issued", c.vent, new_sn),
            ("PPM service - pass", c.cough, c.cough_sn), ("Oximeter loan", c.oxi, c.oxi_sn), ("Firmware update v4.2 - no patient data", c.vent, new_sn)]
    k = r.randrange(5, len(acts) + 1)
    for a, item, sn in acts[:k]:
        t = add_days(t, r.randrange(20, 200))
        who = r.choice([eng, eng2])
        n.add(c.D(t, sty), " | ", item[:29].ljust(29), " | ")
        if sn:
            n.add((sn, "DEVICE"), " " * max(1, 15 - len(sn)))
        else:
            n.add("-".ljust(15))
        n.add(" | ", (pat(r, r.choice(["JB######", "WO-#####", "#######"])), "IDNUM"), " | ", a[:31].ljust(31), " | ")
        n.ln(c.sn(who, "init"))
    n.ln()
    n.ln("Key: ", c.sn(eng, "init"), " = ", c.sn(eng, "full"), " (", eng["job"], "); ", c.sn(eng2, "init"), " = ", c.sn(eng2, "full"))
    if r.random() < 0.6:
        n.ln("Service vehicle reg: ", (vehicle(r, c.cc), "VEHICLE"))
    if r.random() < 0.3:
        n.ln("Remote gateway registered at ", (ipaddr(r), "IPADDR"), " - modem ", (pat(r, "MDM-########"), "DEVICE"))
    if r.random() < 0.35:
        n.ln("Record updated by user ", (("%s_%s" % (eng2["first"][0], eng2["last"])).lower().replace(" ", "").replace("'", ""), "USERNAME"), " on ", c.D(c.base, "iso"))
    n.ln()
    n.ln("Next PPM due: ", c.D(c.day(r.randrange(20, 300))), "   Service interval: 12-monthly (manufacturer) / battery 2-yearly")
    n.ln("Notes: ", r.choice(["Lot 23L0412 circuits recalled by manufacturer - not affected.", "Customer asked for humidifier chamber - sent.",
                              "Unable to access property on first attempt; rebooked by phone.", "Loaned unit returned cleaned and quarantined 72 h.",
                              "Patient on 24 h ventilation - swap-out performed with second vent running (S/N above)."]))
    n.ln("Customer signature: ", c.fn(c.nok, "full") if r.random() < 0.6 else c.pn("full"), "    Engineer: ", c.sn(eng, "full"))


def slug_(s):
    return slug(s).replace("-ltd", "").replace("-inc", "").replace("-llc", "").replace("-pty", "")[:20].strip("-")


def oximetry_capno(n, c):
    r = c.rng
    phy = c.phys
    if r.random() < 0.5:
        letterhead(n, c, web=False)
    n.ln(r.choice(["OVERNIGHT OXIMETRY AND TRANSCUTANEOUS CO2 REPORT", "Overnight SpO2 / TcCO2 study", "Sleep study report: oximetry-capnography",
                   "NOCTURNAL CAPNOGRAPHY & OXIMETRY"]))
    n.ln("Study no: ", (pat(r, r.choice(["OX##-####", "TC/##/###", "SL########"])), "IDNUM"), "    Requested by: ", c.sn(c.cons, r.choice(["tl", "tfull"])))
    pt_block(n, c, r.choice(["lines", "table", "compact"]), extra=r.random() < 0.4)
    on = r.choice(["home", "home", "ward", "ward"])
    d1 = c.day(-r.randrange(1, 10))
    d2 = c.day((d1 - c.base).days + 1 - 0)
    if on == "ward":
        n.ln("Location: ", (r.choice(PL.WARD_NAMES), "HOSPITAL"), ", ", c.fac(c.hosp), ", ", r.choice(["Bed ", "bed ", "Room ", "Side room "]), (str(r.randrange(1, 36)), "LOCATION_OTHER"))
    else:
        n.ln("Location: patient's home (set up by ", c.sn(phy, "full"), ")")
    n.ln("Night of ", c.D(d1), r.choice([" to ", " - ", "/"]), c.D(d2), "   On: ", r.choice(["NIV (settings below)", "room air, no NIV (diagnostic)", "NIV + 1 L/min O2", "tracheostomy ventilation"]))
    n.ln("Equipment: ", c.oxi, " SN ", (c.oxi_sn, "DEVICE"), "; ", r.choice(PL.TCCO2), " SN ", (pat(r, "###########"), "DEVICE"))
    n.ln("Settings: ", c.setting_lines())
    n.ln()
    st, en = r.randrange(21, 24), r.randrange(5, 8)
    n.ln("Recording ", c.T(st), " to ", c.T(en), "; analysable %d h %02d min (%d%% artefact)" % (r.randrange(5, 9), r.randrange(60), r.randrange(1, 15)))
    n.ln()
    n.ln("RESULTS")
    n.ln("  SpO2 mean %.1f%%   min %d%%   T<90%% %.1f%%   ODI4 %.1f/h   ODI3 %.1f/h" % (r.uniform(86, 97), r.randrange(68, 90), r.uniform(0, 45), r.uniform(0.5, 35), r.uniform(1, 40)))
    b = r.uniform(5.0, 7.5)
    n.ln("  TcCO2 baseline %s   mean %s   peak %s   time > %s: %d%%" % (kpa(c, b), kpa(c, b + r.uniform(0, 0.8)), kpa(c, b + r.uniform(0.5, 2.2)), kpa(c, 6.5), r.randrange(0, 80)))
    n.ln("  Pulse mean %d bpm; %s" % (r.randrange(55, 105), r.choice(["cyclical pattern consistent with obstructive events", "no cyclical desaturation",
                                                                  "REM-related desaturation clusters", "sawtooth pattern early night"])))
    n.ln()
    n.ln("Interpretation: ", r.choice(["Adequate control of nocturnal hypoventilation on current settings.",
                                       "Persistent nocturnal hypoventilation - suggest IPAP increase by 2 cmH2O and repeat study.",
                                       "Significant hypoventilation off NIV; meets criteria for domiciliary NIV.",
                                       "Oxygenation adequate; TcCO2 drift suspected (end-check 0.4 kPa) - interpret with caution.",
                                       "Residual obstructive events - EPAP titration advised."]))
    if r.random() < 0.4:
        n.f("Comparison with previous study {d}: {t}.\n", d=c.D(c.day(-r.randrange(90, 500))), t=r.choice(["improved", "unchanged", "worse"]))
    n.ln()
    n.ln("Reported by: ", c.sn(phy, r.choice(["full", "il"])), ", ", phy["job"], "  ", c.D(c.day(r.randrange(0, 3))))
    lic = [" (", c.cons["lic_label"], " ", (c.cons["lic"], "LICENSE"), ")"] if r.random() < 0.3 else None
    n.ln("Verified: ", c.sn(c.cons, r.choice(["tl", "tfull"])), lic)
    if r.random() < 0.5:
        n.ln("cc: ", c.sn(c.gp, "tl"), ", ", c.fac(c.gp_site), ", ", *c.addr(c.gp_site))
