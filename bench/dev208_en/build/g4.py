"""Genres: financial counselling note; interdisciplinary discharge huddle minutes."""
import core as C
import common as K
import pools as P

BANKS = ["First Harbor Credit Union", "Prairie State Bank", "Riverbend Savings", "Cornerstone Federal Credit Union",
         "Heartland National Bank", "Summit Community Bank"]
VEHICLES = ["2012 Ford F-150", "2008 Honda Accord", "2015 Chevrolet Equinox", "2006 Toyota Corolla",
            "2019 Kia Soul", "2010 Dodge Grand Caravan", "2003 Buick LeSabre"]


def fin_counsel(c, n, r):
    pt = c.pt
    fc = c.fc
    K.header(c, n, r, r.choice(["Financial Counseling Note", "Patient Financial Services - Counselor Visit",
                                "Financial Advocate Encounter", "Eligibility & Enrollment Note"]))
    n.f("Counselor: {fc}   Mode: {mode}\n", fc=fc.sig(), mode=r.choice(["bedside", "telephone", "bedside w/ family",
                                                                         "video visit", "walk-in at registration"]))
    n.f("Guarantor: {g}   Guarantor acct: {ga}\n\n", g=r.choice([pt.caps2(), c.fam[0].caps2()]),
        ga=(C.account(r), "ACCOUNT"))
    n.t("COVERAGE STATUS: ")
    k = r.randrange(4)
    if k == 0:
        sty = r.choice(["mdy", "long", "month_year"])
        n.f("Uninsured. Pt lost employer coverage with {emp} when laid off {on}{d}. COBRA notice not received.\n",
            emp=(c.employer, "ORGANIZATION"), on="in " if sty == "month_year" else "on ",
            d=c.d(C.add_days(c.admit, -r.randint(20, 200)), sty))
    elif k == 1:
        n.f("{ins} (member {mid}); high-deductible plan, ${ded} deductible with ${met} met for plan year {yr}.\n",
            ins=(c.insurer, "ORGANIZATION"), mid=(c.member, "HEALTHPLAN"), ded="{:,}".format(r.choice([3000, 4500, 6000, 7900])),
            met="{:,}".format(r.randint(0, 2500)), yr=c.year(c.admit.year))
    elif k == 2:
        n.f("Medicaid pending - application #{app} submitted {d} through {url}. Retro coverage requested to {d2}.\n",
            app=(C.digits(r, 10), "IDNUM"), d=c.rd(-20, 2, style="mdy"),
            url=(r.choice(["https://benefits.example.org/apply", "www.example.org/apply-medicaid",
                           "https://apply.example.net/health"]), "URL"), d2=c.d(c.admit.replace(day=1), "mdy"))
    else:
        n.f("Marketplace plan through {ins} terminated {d} for non-payment of premium; special enrollment period "
            "reviewed.\n", ins=(c.insurer, "ORGANIZATION"), d=c.d(C.add_days(c.admit, -r.randint(15, 120)), "mdy"))
    n.t("\nIDENTITY / DEMOGRAPHICS:\n")
    n.f("Verified with {doc} #{dl}{st}; SSN {ssn}.", doc=r.choice(["driver's license", "state ID", "DL"]),
        dl=(C.drivers_license(r, c.st), "LICENSE"), st=[" (", (c.state, "STATE"), ")"] if r.random() < 0.5 else "",
        ssn=(c.ssn, "SSN"))
    if r.random() < 0.5:
        n.f(" Palm-vein enrollment ID {b} captured at registration.", b=(C.bioid(r), "BIOID"))
    n.f("\nMailing address: {addr}. Phone {ph}. E-mail for statements: {em}.\n", addr=c.addr(), ph=c.phone("cell"),
        em=c.pt_email)
    if c.country:
        n.f("Pt born in {ctry}; {st}.\n", ctry=c.ctry(), st=r.choice([
            ["lawful permanent resident since ", c.year(c.imm_year)], "naturalized citizen", "asylum pending - emergency Medicaid screened",
            "undocumented - screened for Emergency Medicaid only"]))
    n.t("\nHOUSEHOLD / INCOME:\n")
    hh = r.randint(1, 6)
    inc = r.randint(900, 6200)
    n.f("Household size {hh}. Gross monthly income ${inc} (~{fpl}% FPL).\n", hh=str(hh), inc="{:,}".format(inc),
        fpl=str(r.randint(40, 380)))
    n.f("- Pt: {job}\n", job=r.choice([["works as a ", (c.profession, "PROFESSION"), " for ", (c.employer, "ORGANIZATION"),
                                          ", $", "%.2f" % r.uniform(11, 31), "/hr, ~", str(r.randint(16, 50)), " hrs/wk"],
                                         ["self-employed ", (c.profession, "PROFESSION"), ", irregular income"],
                                         ["not working; former ", (c.profession, "PROFESSION")]]))
    f = c.fam[0]
    n.f("- {rel} {nm}: {prof}, ${w}/mo\n", rel=f.rel.capitalize(), nm=f.fn(), prof=(f.profession, "PROFESSION"),
        w="{:,}".format(r.randint(600, 4200)))
    n.t("ASSETS: ")
    veh = r.choice(VEHICLES)
    n.f("checking acct at {bank} (#{acct}), balance ~${bal}; vehicle {veh}, VIN {vin}{pl}.\n",
        bank=(r.choice(BANKS), "ORGANIZATION"), acct=(C.digits(r, r.choice([8, 10, 12])), "ACCOUNT"),
        bal="{:,}".format(r.randint(40, 9000)), veh=veh, vin=(C.vin(r), "VEHICLE"),
        pl=[", plate ", (C.plate(r), "VEHICLE")] if r.random() < 0.5 else "")
    n.t("\nAPPLICATIONS / ACTIONS:\n")
    n.f("1. Hospital Financial Assistance (charity care) application #{fa} started {d}; est. discount {pct}% "
        "on charges of ${chg}.\n", fa=(C.digits(r, 7), "IDNUM"), d=c.rd(0, c.los, style="mdy"), pct=r.choice([40, 60, 75, 100]),
        chg="{:,}".format(r.randint(8000, 240000)))
    n.f("2. {what}\n", what=r.choice([
        ["Medicaid application completed with pt; confirmation ", (C.digits(r, 9), "IDNUM"), "."],
        ["Referred to ", (r.choice(["Open Door Legal Aid", "Latino Family Resource Center", "Veterans Outreach Alliance"]), "ORGANIZATION"),
         " for benefits assistance."],
        ["Medicare Savings Program screen - likely QMB; MBI ", (c.mbi, "HEALTHPLAN"), "."],
        ["Prescription assistance: manufacturer PAP for apixaban faxed to ", (C.fmt_phone(r, "800", "01" + C.digits(r, 2)), "FAX"), "."]]))
    n.f("3. Payment plan offered: ${amt}/mo, {mo} months, 0% interest. Pt may pay online at {url}.\n",
        amt=r.choice([25, 50, 75, 100, 150]), mo=r.choice([12, 24, 36]),
        url=(r.choice(["https://pay.example.com", "www.example.org/billpay", "https://mychart.example.net/billing"]), "URL"))
    n.f("4. Follow-up call {d} to {who} at {ph}.\n", d=c.rd(c.los + 3, c.los + 20, style=r.choice(["md", "wd_short", "mdy"])),
        who=c.famrel(f), ph=c.fam_phone(f))
    n.f("Documents needed: last 30 days pay stubs, {yr} tax return, bank statement.\n", yr=c.year(c.admit.year - 1))
    K.signature(c, n, r, fc, "Patient Financial Services")
    if r.random() < 0.6:
        K.audit(c, n, r, fc)


DISPOS = ["Home", "Home w/ HH", "SNF", "IRF", "LTACH", "Hospice (home)", "GIP hospice", "ALF", "Shelter",
          "Home w/ family", "Psych IP", "TBD"]
BARRIERS = ["auth pending", "no bed offers", "awaiting PT eval", "IV abx", "Medicaid pending", "needs guardian",
            "family meeting", "placement - behaviors", "O2 qualification", "insulin teaching", "echo pending",
            "awaiting HH acceptance", "none", "transport", "capacity eval", "PEG placement pending"]


def huddle(c, n, r):
    used = list(c.used)
    unit = c.unit
    d = C.add_days(c.admit, r.randint(0, c.los))
    n.t(r.choice(["INTERDISCIPLINARY DISCHARGE HUDDLE - MINUTES\n", "Daily Progression / Discharge Huddle\n",
                  "IDT Rounds - Discharge Planning Minutes\n", "Multidisciplinary Throughput Huddle Notes\n"]))
    n.f("Unit: {u}, {H}\n", u=(unit, "HOSPITAL"), H=c.H())
    n.f("Date: {d}   Time: {t}   Facilitator: {cm}\n", d=c.d(d, r.choice(["wd_long", "mdy", "abbr", "iso"])),
        t=r.choice(["0900-0925", "09:30-10:00", "1030", "0815-0840"]), cm=[c.cm.full(), ", " + c.cm.cred])
    n.t("Attendees: ")
    att = [[c.att.full(), " (hospitalist)"], [c.rn.full(), " (charge RN)"], [c.sw.full(), ", " + c.sw.cred],
           [c.pt_ther.full(), " (PT)"], [c.ur.fn(), " (UR)"], [c.ot.full(), " (OT)"]]
    r.shuffle(att)
    att = att[: r.randint(4, 6)]
    for i, a in enumerate(att):
        n.v(a)
        n.t("; " if i < len(att) - 1 else "\n")
    n.t("Absent: " + r.choice(["pharmacy", "dietitian", "palliative", "none"]) + "\n\n")
    n.t("Rm     | Patient                 | Age | EDD    | Dispo        | Barrier / owner\n")
    n.t("-------+-------------------------+-----+--------+--------------+----------------------\n")
    rows = r.randint(5, 9)
    main_at = r.randrange(rows)
    table = []
    for i in range(rows):
        if i == main_at:
            p, age, rm = c.pt, c.age, c.room
        else:
            p = K.other_patient(r, used)
            age = r.randint(22, 98)
            rm = str(r.randint(2, 9)) + "%02d" % r.randint(1, 40) + r.choice(["", "A", "B"])
        if i != main_at:
            table.append((p, rm))
        nm = r.choice([p.lf(), p.caps2(), p.init_last(), p.full()])
        n.f("{rm} | {nm} | {age} | {edd} | {dis} | {bar} - {own}\n", rm=(rm, "LOCATION_OTHER"), nm=nm,
            age=(str(age), "AGE"), edd=c.d(C.add_days(d, r.randint(0, 5)), r.choice(["md", "md", "wd_short"])),
            dis=r.choice(DISPOS), bar=r.choice(BARRIERS), own=r.choice([c.sw.fn(), c.cm.fn(), c.ur.fn(), c.att.dr()]))
    n.t("\nDISCUSSION:\n")
    pt = c.pt
    n.f("- {nm} (rm {rm}): {dx}. {fn} {plan}\n", nm=pt.mr(), rm=(c.room, "LOCATION_OTHER"), dx=c.dx_short,
        fn=K.function_line(r), plan=r.choice([
            ["Bed offer from ", (c.snf, "HOSPITAL"), " for tomorrow; auth ", (C.auth_no(r), "IDNUM"), " received."],
            ["Family (", c.fam[0].full(), ", ", c.fam[0].rel, ") prefers ", (c.snf2, "HOSPITAL"), "; CM to re-send referral."],
            ["Home with ", (c.hha, "HOSPITAL"), ", SOC ", c.d(C.add_days(d, 2), "md"), "."],
            ["Hospice info visit by ", (c.hospice, "HOSPITAL"), " liaison this afternoon."]]))
    for p, rm in r.sample(table, r.randint(1, 3)):
        n.f("- {nm}{rm}: {what}\n", nm=r.choice([p.mr(), [p.full()], [p.initials()]]),
            rm=[" (", (rm, "LOCATION_OTHER"), ")"] if r.random() < 0.5 else "", what=r.choice([
            ["awaiting ", (r.choice(P.SNFS), "HOSPITAL"), " clinical review; PT note faxed."],
            ["daughter ", (r.choice(P.FIRST_F), "FAMILY"), " requesting meeting ", c.d(C.add_days(d, 1), "wd_short"), " 3pm."],
            ["APS report filed ", c.d(d, "md"), " (intake #", (C.case_no(r, "APS"), "IDNUM"), ")."],
            ["O2 walk test today; if qualifies, ", (r.choice(P.DME), "ORGANIZATION"), " to deliver concentrator."],
            ["peer-to-peer with payer at 2pm; ", c.att.dr(), " to call."],
            ["discharge today, ride with ", (r.choice(P.TRANSPORT), "ORGANIZATION"), " at 1pm."]]))
    n.t("\nACTION ITEMS:\n")
    n.f("1. {sw} - call {f} re: choice list by noon ({ph}).\n", sw=c.sw.fn(), f=c.fam[0].full(), ph=c.fam_phone(c.fam[0]))
    n.f("2. {ur} - submit concurrent review to {ins}.\n", ur=c.ur.fn(), ins=(c.insurer, "ORGANIZATION"))
    n.f("3. {pt} - re-eval rm {rm} for DME needs.\n", pt=c.pt_ther.fn(), rm=(c.room, "LOCATION_OTHER"))
    n.f("Avoidable days logged: {x} (reason: {why}).\n", x=r.randint(0, 4), why=r.choice(["payer delay", "no SNF bed", "none", "family decision"]))
    n.f("Next huddle: {d} {t}. Minutes recorded by {sc}.\n", d=c.d(C.add_days(d, 1), r.choice(["wd_short", "md", "mdy"])),
        t=r.choice(["0900", "9:30", "1030"]), sc=r.choice([c.cm.full(), c.sw.full(), c.rn.full()]))
    if r.random() < 0.4:
        n.f("Distributed to {em}\n", em=(r.choice(["cm-team", "unit-leaders", "throughput"]) + "@" +
                                          C.slug(c.hosp_short)[:10] + ".example.org", "EMAIL"))
