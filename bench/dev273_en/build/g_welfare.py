"""Genres: welfare benefits & housing support; food bank vouchers & referrals."""
from core import B, P
import phi
import case as K
import blocks as BL
import clinical as CL
import textvals as TV
from common import pick_issues, issue_text, d, dd, tm, fam_intro, staff_init, currency

ID_DOCS = {"UK": ["BRP no", "Home Office ref", "ARC no"], "IE": ["IRP card no", "GNIB ref", "IPO ref"],
           "AU": ["ImmiCard no", "Visa grant no", "ImmiAccount ref"], "CA": ["UCI", "IRCC file no", "PR card no"],
           "NZ": ["Immigration NZ client no", "Visa label no", "INZ application no"]}


def welfare_housing(rng, c):
    b = B()
    v = rng.randrange(4)
    ds = phi.dstyle(rng, c.country)
    cu = currency(c)
    if v == 0:
        b.t(rng.choice(["BENEFITS CHECK / INCOME MAXIMISATION", "Welfare rights - benefits check", "Money & benefits support record",
                        "Income maximisation referral outcome"]) + "\n")
        b.f("Date: {d}   Adviser: {a}\n", d=dd(c, 10, ds), a=K.name(c.lw, "DOCTOR", rng, rng.choice(["full", "init_last"])))
        BL.demographics(b, c, rng, ["name", "dob", "ssn", "addr", "tel"], style=rng.choice(["colon", "caps"]))
        b.f("{l}: {v}\n", l=c.ben[0], v=P("IDNUM", c.ben[1]))
        b.t("\nHousehold: ")
        b.add(fam_intro(c, rng, c.fam[0]) if rng.random() < 0.6 else "lives alone")
        b.t("\n\nCurrent income (per month unless stated):\n")
        for bn in rng.sample(TV.BENEFITS[c.country], 3):
            bn = bn[4:] if bn.startswith("the ") else bn[2:] if bn.startswith("a ") else bn[3:] if bn.startswith("an ") else bn
            b.t("  %-34s %s\n" % (bn[0].upper() + bn[1:], TV.money(c, rng, 40, 1200)))
        b.t("  %-34s %s\n" % ("Private pension (" + rng.choice(["employer", "annuity"]) + ")", TV.money(c, rng, 50, 600)))
        b.t("Outgoings: rent " + TV.money(c, rng, 300, 1400) + ", energy " + TV.money(c, rng, 60, 300) +
            ", phone/broadband " + cu + "32.00, " + rng.choice(["council tax", "rates", "water", "insurance"]) + " " + TV.money(c, rng, 20, 150) + "\n")
        b.f("Council tax / rates acct: {a}\n", a=P("ACCOUNT", phi.account(rng, "council_tax")))
        b.t("\nOutcome:\n")
        issue_text(b, c, rng, "money", "action")
        b.t("\n")
        b.f("- {x} form completed with {p} on {d}; posted recorded delivery (tracking ignored).\n",
            x=rng.choice(TV.BENEFITS[c.country]).replace("the ", "").replace("a ", "", 1) + rng.choice([" claim", " application", " review"]),
            p=K.pt_short(c, rng), d=dd(c, rng.randrange(12, 30), ds))
        b.f("- Mandatory reconsideration lodged {d}; tribunal hearing listed {t} (papers, 2 hrs).\n" if rng.random() < 0.4 else
            "- Estimated additional income {m}/wk if awarded.\n", d=dd(c, 35, ds), t=dd(c, 120, ds), m=TV.money(c, rng, 10, 110))
        if rng.random() < 0.5:
            b.f("- Bank: basic account opened; sort code/acct {a}.\n", a=P("ACCOUNT", phi.account(rng, "bank")))
        if rng.random() < 0.5:
            b.f("- Supported to set up voice ID for phone banking/benefits line (voiceprint ref {x}).\n", x=P("BIOID", phi.bioid(rng)))
        b.f("Next review: {d}\n", d=dd(c, 56, ds))
    elif v == 1:
        b.t(rng.choice(["HOUSING SUPPORT NOTE", "Housing & tenancy support", "Housing options - case note", "Tenancy sustainment"]) + "\n")
        b.f("Client: {p} ({a})    {l}: {r}\n", p=K.pt(c, rng, rng.choice(["full", "caps_last_first"])), a=P("AGE", str(c.age)),
            l=c.ben[0], r=P("IDNUM", c.ben[1]))
        b.f("Current address: ", )
        b.add(K.address(c, rng)).t("\n")
        b.f("Tenure: {t} since {y}. Landlord: {l}", t=rng.choice(["private rented (AST)", "social housing", "council tenancy", "lodger", "private lease (12 month)"]),
            y=P("DATE", str(c.base.year - rng.randrange(1, 15))), l=K.name(K.make_person(rng), "FAMILY", rng, rng.choice(["title_last", "full"])))
        b.f(", tel {t}.\n", t=P("PHONE", phi.phone(rng, c.country)))
        b.f("Rent account {a}: arrears {m} as of {d}.\n\n", a=P("ACCOUNT", phi.account(rng, "rent")), m=TV.money(c, rng, 200, 3500), d=dd(c, 0, ds))
        issue_text(b, c, rng, "housing", "reason")
        b.t("\n")
        issue_text(b, c, rng, "housing", "story")
        b.t("\n\n")
        if rng.random() < 0.6:
            b.f("Notice: {n} served {a}, expiring {z}. Checked validity with {o} ({off}) - {res}.\n",
                n=rng.choice(["s.21", "Section 8", "notice to quit", "RTB termination notice", "N4 notice", "14-day notice"]),
                a=dd(c, -20, ds), z=dd(c, 40, ds), o=P("ORGANIZATION", c.agency.name), off=K.name(c.agency.officer, "DOCTOR", rng, "full"),
                res=rng.choice(["deposit not protected, so notice likely invalid", "appears valid", "gas safety cert not served", "awaiting advice"]))
        b.t("Actions:\n")
        issue_text(b, c, rng, "housing", "action")
        b.t("\n")
        if rng.random() < 0.6:
            b.f("Temporary accommodation offered: {st}, {town} ({x}) from {d}.\n", st=P("STREET", "Room " + str(rng.randrange(1, 30)) + ", " +
                str(rng.randrange(2, 120)) + " " + rng.choice(["Station Road", "Victoria Terrace", "Harbour St", "Mill Lane"])),
                town=P("CITY", rng.choice([c.town, c.pr_town])), x=rng.choice(["B&B", "hostel", "motel", "emergency housing"]), d=dd(c, 3, ds))
        b.f("Housing officer: {o}, {ag}, {t}\n", o=K.name(c.agency.officer, "DOCTOR", rng, rng.choice(["full", "title_last"])),
            ag=P("ORGANIZATION", c.agency.name), t=P("PHONE", c.agency.tel))
    elif v == 2:
        b.t(rng.choice(["Welfare & settlement support", "Asylum / resettlement support - case note", "Newcomer support record"]) + "\n")
        b.f("Client: {p}  DOB {dob}  Nationality: {o}\n", p=K.pt(c, rng, rng.choice(["caps_last_first", "full"])), dob=BL.dob(c, rng),
            o=TV.country_piece(c.origin or rng.choice(["Syria", "Eritrea", "Afghanistan", "Sudan", "Ukraine"])))
        b.f("{l}: {v}\n", l=rng.choice(ID_DOCS[c.country]), v=P("IDNUM", phi.letters(rng, 2) + phi.digits(rng, 7)))
        b.f("Biometrics enrolment ref: {x} (enrolled {d})\n", x=P("BIOID", phi.bioid(rng)), d=dd(c, -rng.randrange(60, 400), ds))
        b.f("Language: {l} (interpreter {i}, via phone line)\n", l=c.lang or "Arabic", i=K.name(K.make_person(rng, title=False), "DOCTOR", rng, rng.choice(["first", "full"])))
        b.f("Address: ", )
        b.add(K.address(c, rng)).t("\n\n")
        issue_text(b, c, rng, "newcomer", "reason")
        b.t(" ")
        issue_text(b, c, rng, "newcomer", "story")
        b.t("\n\nToday:\n- ")
        issue_text(b, c, rng, "money", "action")
        b.t("\n- ")
        issue_text(b, c, rng, "newcomer", "action")
        b.f("\n- {ssn_l} application: {x}\n", ssn_l=c.ssn[0], x=rng.choice(["submitted", ["number received: ", P("SSN", c.ssn[1])], "appointment booked"]))
        b.f("Family: {f}\n", f=fam_intro(c, rng))
    else:
        b.t(rng.choice(["Phone support - benefits line", "Assisted claim call", "Supported call to " + rng.choice(TV.AGENCIES[c.country])]) + "\n")
        b.f("{d} {t}\n", d=dd(c, 5, ds), t=tm(rng))
        b.f("Call made on speakerphone from the practice with {p} present. ", p=K.pt(c, rng, rng.choice(["full", "title_last"])))
        b.f("Security questions: {s} confirmed {ssn} and DOB {dob}. ", s=c.he, ssn=P("SSN", c.ssn[1]), dob=BL.dob(c, rng))
        b.f("Voice biometrics ID {x} registered at end of call.\n", x=P("BIOID", phi.bioid(rng)))
        b.f("Reason: {b} - ", b=rng.choice(TV.BENEFITS[c.country]))
        issue_text(b, c, rng, "money", "reason")
        b.t("\n")
        b.f("Spoke to agent ('{a}', no surname given), ref {r}. Wait time 58 mins. ", a=K.name(K.make_person(rng), "DOCTOR", rng, "first"),
            r=P("IDNUM", phi.idnum(rng, "case")))
        b.t(rng.choice(["Advance payment agreed, " + TV.money(c, rng, 100, 600) + " into acct within 3 working days.",
                        "Award letter to be reissued. Deductions reduced to 15%.", "Claim backdated 1 month.",
                        "No change - told to wait for decision (8-12 weeks)."]) + "\n")
        b.f("Energy supplier also called re acct {a}: {x}. Meter serial {m}.\n", a=P("ACCOUNT", phi.account(rng, "energy")),
            x=rng.choice(["put on priority services register", "friendly credit hours explained", "debt repayment reduced to " + cu + "5/wk"]),
            m=P("DEVICE", phi.device_serial(rng)))
    if rng.random() < 0.5:
        BL.audit(b, c, rng)
    return b


REASONS = ["Benefit delays", "Benefit changes", "Low income", "Debt", "Sickness/ill health", "Homeless",
           "Domestic abuse", "Child holiday meals", "No recourse to public funds", "Refused STBA", "Delayed wages"]
DIET = ["Halal", "Vegetarian", "No pork", "Coeliac (GF)", "Diabetic", "Kettle pack - no cooking facilities",
        "Baby items (nappies size 4)", "Lactose intolerant", "Nut allergy (child)", "None"]


def foodbank(rng, c):
    b = B()
    v = rng.randrange(3)
    ds = phi.dstyle(rng, c.country)
    cu = currency(c)
    fb = c.foodbank
    if v == 0:
        b.t(rng.choice(["FOOD BANK E-VOUCHER", "Food Parcel Referral", "Emergency Food Referral Form", "Community Pantry referral"]) + "\n")
        b.f("Voucher no: {n}     Issued: {d}\n", n=P("IDNUM", phi.idnum(rng, "voucher")), d=dd(c, 0, ds))
        b.f("Referring agency: {a} (agency code {code})\n", a=P("ORGANIZATION", c.service), code=phi.letters(rng, 3) + phi.digits(rng, 3))
        b.f("Referrer: {r}, {t}\n", r=K.name(c.lw, "DOCTOR", rng, "full"), t=P("PHONE", c.lw_tel))
        b.t("-" * 36 + "\n")
        BL.demographics(b, c, rng, ["name", "dob", "addr", "tel"], style="colon")
        b.t("Household:\n")
        b.f("  Adult 1: {p} ({a})\n", p=K.pt(c, rng, "full"), a=P("AGE", str(c.age)))
        n_ad = 1
        for f in c.fam:
            if f.rel in ("wife", "husband", "partner", "daughter", "son", "mother", "father", "sister", "brother", "grandson", "granddaughter"):
                if f.age and f.age < 18:
                    b.f("  Child: {n}, age {a}\n", n=K.fam_ref(c, rng, f, "first"), a=P("AGE", str(f.age)))
                else:
                    n_ad += 1
                    b.f("  Adult {k}: {n}\n", k=str(n_ad), n=K.fam_ref(c, rng, f, "full"))
        if rng.random() < 0.5:
            for _ in range(rng.randrange(1, 4)):
                b.f("  Child: age {a}\n", a=P("AGE", str(rng.randrange(1, 17))))
        b.t("Reason for referral: " + ", ".join(rng.sample(REASONS, rng.randrange(1, 3))) + "\n")
        b.t("Dietary needs: " + ", ".join(rng.sample(DIET, rng.randrange(1, 3))) + "\n")
        b.t("Vouchers in last 6 months: " + str(rng.randrange(0, 4)) + " (max 3 before support plan)\n")
        b.f("Collect from: {f}, {v}, {w} 10am-1pm\n", f=P("ORGANIZATION", fb.name), v=P("LOCATION_OTHER", fb.venue),
            w=rng.choice(["Mon/Wed/Fri", "Tuesdays and Thursdays", "Saturdays", "Weds"]))
        if rng.random() < 0.5:
            b.t("Delivery requested: " + rng.choice(["yes - housebound", "no", "yes - no bus fare"]) + "\n")
        b.t("\nSupporting info:\n")
        issue_text(b, c, rng, "food", "reason")
        b.t(" ")
        issue_text(b, c, rng, rng.choice(["money", "food"]), "story")
        b.t("\n")
        if rng.random() < 0.5:
            b.f("ID checked: driving licence {x}\n", x=P("LICENSE", phi.driving_licence(rng, c.country, c.pt.last)))
        b.t("Client consents to data being shared with the food bank network: Y\n")
    elif v == 1:
        b.f("{d} - Food bank referral. ", d=dd(c, 0, rng.choice(["dmy", "d_mon_y"]) if c.country != "CA" else "iso"))
        b.f("{p} rang {x}. ", p=K.pt_short(c, rng), x=rng.choice(["in tears", "asking for help", "the SP line", "reception, transferred to me"]))
        issue_text(b, c, rng, "food", "story")
        b.t(" ")
        issue_text(b, c, rng, "money", "reason")
        b.f("\nVoucher {n} issued for {fb} - parcel for {k}, 3 days' food. ", n=P("IDNUM", phi.idnum(rng, "voucher")),
            fb=P("ORGANIZATION", fb.name), k=rng.choice(["1 adult", "1 adult + 2 children", "2 adults", "a single person", "4 people"]))
        b.f("Can collect {d} from {v} (opposite the bus station). ", d=dd(c, rng.randrange(1, 4), "weekday"), v=P("LOCATION_OTHER", fb.venue))
        b.f("Coordinator {n} aware ({t}).\n", n=K.name(fb.coord, "DOCTOR", rng, rng.choice(["first", "full"])), t=P("PHONE", fb.tel))
        b.t("Also: " + rng.choice(["Healthy Start vouchers checked - eligible", "school uniform grant info given", "referred to holiday activities & food programme",
                                   "signposted to the community fridge", "hot meal Tues/Thurs at the lunch club"]) + ".\n")
        b.f("{i}\n", i=staff_init(c.lw) if rng.random() < 0.6 else K.name(c.lw, "DOCTOR", rng, "init_last"))
    else:
        b.t(rng.choice(["FUEL VOUCHER + FOOD REFERRAL", "Energy crisis support - fuel bank voucher", "Warm Home support record"]) + "\n")
        b.f("Date: {d}\nClient: {p}   {l}: {m}\n", d=dd(c, 0, ds), p=K.pt(c, rng, rng.choice(["full", "caps_last_first"])), l=c.mrn[0], m=P("MRN", c.mrn[1]))
        b.f("Supplier acct: {a}\nPrepayment meter serial: {s}\n", a=P("ACCOUNT", phi.account(rng, "energy")), s=P("DEVICE", phi.device_serial(rng)))
        b.t("Meter type: " + rng.choice(["gas key", "electric smart (SMETS2)", "electric key", "dual fuel PAYG", "bottled LPG - n/a"]) + "\n")
        b.t("Voucher value: " + cu + rng.choice(["49.00", "30.00", "28.00", "60.00", "49"]) + " (" + rng.choice(["winter", "summer"]) + " rate)\n")
        b.f("Voucher code: {v} - expires {d}\n", v=P("IDNUM", phi.idnum(rng, "voucher")), d=dd(c, 14, ds))
        b.t("\n")
        issue_text(b, c, rng, "money", "story")
        b.t("\n")
        b.f("Food parcel also requested from {fb}; delivered by volunteer driver, reg {pl}.\n", fb=P("ORGANIZATION", fb.name),
            pl=P("VEHICLE", phi.plate(rng, c.country)))
        b.t("Health: " + rng.choice(CL.PMH) + " - cold home is making this worse.\n")
        b.f("Referred for {x}.\n", x=rng.choice(["energy advice home visit", "boiler repair grant", "warm spaces list", "insulation scheme"]))
    if rng.random() < 0.35:
        BL.audit(b, c, rng)
    return b
