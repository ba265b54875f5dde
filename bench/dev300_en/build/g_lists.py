"""Multi-person genres: contact screening list, cohort review minutes,
TB nurse home visit note."""
import clin
import core
import pools
from g_common import pt_title, dr_title, pt_ref, pt_full, staff_sig, staff_ref, pt_id_block, household

OUTCOMES = ["no infection - discharge", "no infection - repeat IGRA at 8 weeks", "LTBI - 3HP offered", "LTBI - 3RH started",
            "LTBI - declined treatment", "active TB - referred to clinic", "CXR normal, IGRA awaited", "DNA x2 - letter sent",
            "BCG offered", "window prophylaxis (isoniazid) started", "not contactable"]


def _rel(ctx, idx, k):
    if k.age < 18:
        return "son" if k.sex == "M" else "daughter"
    return ctx.ch(["wife" if idx.sex == "M" else "husband", "brother" if k.sex == "M" else "sister", "cousin", "flatmate",
                   "mother-in-law" if k.sex == "F" else "father-in-law", "lodger"])


def contact_screening(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c == "US"
    idx = ctx.person(amin=18, amax=80)
    svc, svc_t = (ctx.tbclinic(), "HOSPITAL") if ctx.p(0.6) else (ctx.phorg(), "ORGANIZATION")
    nurse = ctx.staff(ctx.ch(["TB Nurse Specialist", "Contact Tracing Nurse", "Health Protection Practitioner", "Public Health Nurse"]))
    doc.line((svc, svc_t), " - ", ctx.ch(["CONTACT TRACING: SCREENING LIST", "Contact Investigation Worksheet", "TB Contact Screening Register"]))
    doc.add("\n")
    cid = ctx.case_id()
    doc.add("Index case: ", pt_full(ctx, idx), "   DOB: ", ctx.D(idx.dob), "   ", ctx.case_label(), ": ", (cid, "IDNUM"), "\n")
    doc.add("Diagnosis: ", idx.site, " TB, ", clin.smear(r), "; notified ", ctx.D(ctx.before(ctx.ref, 7, 30)), "\n")
    ip_end = ctx.before(ctx.ref, 5, 30)
    doc.add("Infectious period: ", ctx.D(core.add_days(ip_end, -r.choice([84, 90, 91, 120]))), " to ", ctx.D(ip_end), "\n")
    emp = ctx.employer()
    if idx.group != "local" and ctx.p(0.4):
        doc.add("Born in ", ctx.cob_items(idx), "; ")
    doc.add("Occupation: ", (ctx.profession(), "PROFESSION"), " at ", (emp, "ORGANIZATION"), "\n")
    home = ctx.address()
    doc.add("Household address: ", ctx.addr_items(home, "line"), "\n")
    doc.add("Prepared by: ", (nurse.name(ctx.ch(["full", "init_last"])), "DOCTOR"), ", ", nurse.role, " - ", ctx.D(ctx.ref), "\n\n")
    n = r.randint(5, 11)
    contacts = []
    hh = ctx.kin_list(idx, n)
    for i in range(n):
        if i < 4 or ctx.p(0.3):
            k = hh[i]
            setting, rel = "household", k.rel
        else:
            k = ctx.person(amin=18, amax=65)
            setting = ctx.ch(["workplace", "workplace", "social", "place of worship", "car share"])
            rel = ctx.ch(["co-worker", "colleague", "friend", "shift supervisor"]) if setting != "place of worship" else "congregation"
        contacts.append((k, setting, rel))
    fmt = ctx.ch(["pipe", "fixed", "list"])
    if fmt == "pipe":
        doc.add("# | Contact ID | Name | Relationship | Age | Sex | Occupation | Phone | Screened | IGRA | CXR | Outcome\n")
    elif fmt == "fixed":
        doc.add("No  Name                      Rel.           Age  Screen date   IGRA    Outcome\n")
    base = ctx.before(ctx.ref, 0, 20)
    for i, (k, setting, rel) in enumerate(contacts):
        sd = core.add_days(base, -r.randint(0, 14))
        igra = ctx.ch(["pos", "neg", "neg", "neg", "indet", "pending", "neg"]) if k.age >= 2 else "TST 0 mm"
        outc = ctx.ch(OUTCOMES)
        if igra.startswith("neg"):
            outc = ctx.ch(OUTCOMES[:2] + ["BCG offered"])
        prof_t = None
        if k.age >= 18 and ctx.p(0.65):
            prof_t = (ctx.profession(), "PROFESSION")
        elif 4 <= k.age < 18:
            prof_t = None
        nm_form = ctx.ch(["full", "full", "last_first", "first"]) if fmt != "pipe" else ctx.ch(["full", "LAST_FIRST", "last_first"])
        age_items = [(str(k.age), "AGE")] if k.age > 0 else [(str(r.randint(2, 11)), "AGE"), " mo"]
        if fmt == "pipe":
            doc.add(str(i + 1), " | ", (cid + "-C%02d" % (i + 1), "IDNUM"), " | ", (k.name(nm_form), "FAMILY"), " | ", rel, " | ",
                    age_items, " | ", k.sex, " | ", prof_t or ("school" if 4 <= k.age < 18 else "-"), " | ",
                    (ctx.phone("mobile"), "PHONE") if k.age >= 16 and ctx.p(0.7) else "-", " | ", ctx.D(sd, ctx.short_style()),
                    " | ", igra, " | ", ctx.ch(["normal", "normal", "n/a", "awaited", "normal"]), " | ", outc, "\n")
        elif fmt == "fixed":
            nm = k.name(nm_form)
            doc.add(str(i + 1).ljust(4), (nm, "FAMILY"), " " * max(1, 26 - len(nm)), rel.ljust(15), age_items,
                    " " * max(1, 5 - len(str(k.age))), ctx.D(sd, "dmy" if ctx.df else "mdy"), "    ", igra.ljust(8), outc, "\n")
        else:
            doc.add("- ", (k.name(nm_form), "FAMILY"), " (", rel, ", ", age_items, k.sex if ctx.p(0.5) else "", ")")
            if prof_t:
                doc.add(", ", prof_t)
                if setting in ("workplace",) and ctx.p(0.5):
                    doc.add(" at ", (emp, "ORGANIZATION"))
            if setting == "place of worship":
                doc.add(", ", (ctx.worship(), "ORGANIZATION"))
            if setting == "car share":
                doc.add(", shares car reg ", (ctx.plate(), "VEHICLE"))
            if k.age >= 16 and ctx.p(0.5):
                doc.add(", tel ", (ctx.phone("mobile"), "PHONE"))
            doc.add(": screened ", ctx.D(sd, ctx.short_style()), ", ", clin.igra(r, igra == "pos") if igra in ("pos", "neg") else "IGRA " + igra,
                    "; ", outc, "\n")
            if 4 <= k.age < 18 and ctx.p(0.5):
                doc.add("    school: ", (ctx.school(k.age), "ORGANIZATION"), " - head teacher informed with consent\n")
    doc.add("\n")
    nl = sum(1 for _ in contacts)
    doc.add("Summary: identified ", str(nl), ", screened ", str(max(1, nl - r.randint(0, 2))), ", LTBI ", str(r.randint(0, 3)),
            ", active TB ", str(r.randint(0, 1)), ".\n")
    doc.add(ctx.ch(["Workplace screening at ", "Second circle: workplace contacts at ", "Extend screening to "]), (emp, "ORGANIZATION"),
            " ", ctx.ch(["booked for ", "planned ", "on "]), ctx.D(ctx.after(ctx.ref, 3, 21), ctx.ch([None, ctx.long_wd_style()])),
            " (occupational health contact ", (ctx.person(amin=25, amax=60).name("full"), "FAMILY"), ", ",
            (ctx.phone("land", ext=ctx.p(0.5)), "PHONE"), ").\n")
    doc.add("8-week repeat IGRA for negative household contacts due ", ctx.D(core.add_days(ip_end, 56)), ".\n")
    if ctx.p(0.4):
        doc.add("GP letters sent; queries to ", (ctx.email(), "EMAIL"), ".\n")


def cohort_review(ctx, doc):
    r, c = ctx.r, ctx.c
    org, org_t = (ctx.phorg(), "ORGANIZATION") if ctx.p(0.5) else (ctx.tbclinic(), "HOSPITAL")
    chair = ctx.staff(ctx.ch(["TB Lead Physician", "Consultant in Health Protection", "TB Medical Director", "Medical Officer of Health"]))
    roles = ["TB Nurse Specialist", "TB Case Manager", "Health Protection Practitioner", "Outreach Worker", "Data Manager",
             "Pharmacist", "Consultant Microbiologist", "Respiratory Physician", "Paediatrician", "Social Worker"]
    present = [ctx.staff(ctx.ch(roles)) for _ in range(r.randint(4, 8))]
    meet = ctx.ref
    doc.line((org, org_t), " - ", ctx.ch(["TB COHORT REVIEW: MINUTES", "Quarterly TB Cohort Review - Minutes", "Cohort Review Meeting Notes"]))
    doc.add("Date: ", ctx.D(meet, ctx.ch([None, ctx.long_wd_style()])), "   Time: ", ctx.ch(["14:00-16:30", "09:30-12:00", "1pm-3pm"]),
            "   Venue: ")
    if ctx.p(0.5):
        doc.add(ctx.ch(["MS Teams", "hybrid (Teams)", "videoconference"]))
    else:
        doc.add((ctx.ch(["Larkspur House", "Harcourt Building", "Meridian Centre", "Ashlar House"]), "LOCATION_OTHER"), ", meeting room ",
                (str(r.randint(1, 12)), "LOCATION_OTHER"))
    doc.add("\nChair: ", dr_title(ctx), " ", (chair.name("full"), "DOCTOR"), " (", chair.role, ")\n")
    doc.add("Present: ")
    for i, s in enumerate(present):
        doc.add("; " if i else "", (s.name(ctx.ch(["full", "full", "init_last"])), "DOCTOR"), " (", s.role, ")")
    doc.add("\nApologies: ", (ctx.staff().name("full"), "DOCTOR"), ", ", (ctx.staff().name("full"), "DOCTOR"), "\n")
    q_end = ctx.before(meet, 60, 120)
    q_start = core.add_days(q_end, -90)
    n = r.randint(5, 9)
    doc.add("Cohort: cases notified ", ctx.D(q_start), " to ", ctx.D(q_end), " (n = ", str(n + r.randint(0, 6)), "; ", str(n),
            " discussed)\n\n")
    doc.add("1. Minutes of the last meeting (", ctx.D(core.add_days(meet, -r.choice([84, 91, 98]))), ") agreed.\n\n2. Case review\n")
    owners = present + [chair]
    for i in range(n):
        p = ctx.person(amin=1, amax=88)
        form = ctx.ch(["initials", "initials_nd", "full", "init_last", "LAST_FIRST"])
        notif = core.add_days(q_start, r.randint(0, 89))
        doc.add("Case ", str(i + 1), ": ", (p.name(form), "PATIENT"), " (", core.age_items(p.age, ctx.ch(["sex_tight", "sex", "plain"]), p.sex),
                "), ", (ctx.case_id(), "IDNUM"), ", ", p.site, ", born ", ctx.cob_items(p))
        if p.group != "local" and ctx.p(0.5):
            doc.add(" (arr. ", (str(max(p.dob.year + 1, ctx.ref.year - r.randint(0, 20))), "DATE"), ")")
        doc.add(". Notified ", ctx.D(notif, ctx.ch([None, ctx.short_style()])), "; ", clin.smear(r), ", ",
                ctx.ch(["culture +ve, fully sensitive", "culture negative", "culture pending", "INH resistant (katG)", "culture +ve, DST awaited"]), ". ")
        doc.add("Tx start ", ctx.D(core.add_days(notif, r.randint(-3, 5)), ctx.short_style()), ", ", ctx.ch(["DOT", "VOT", "SAT", "DOT 3x/wk"]), ". ")
        ni = r.randint(0, 12)
        ns = r.randint(0, ni)
        doc.add("Contacts ", str(ni), " identified/", str(ns), " screened, ", str(r.randint(0, min(ns, 3))), " LTBI. ")
        st = r.random()
        if st < 0.45:
            doc.add("Status: on treatment, adherence ", "%d%%" % r.randint(70, 100), ".")
        elif st < 0.65:
            doc.add("Status: treatment completed ", ctx.D(ctx.before(meet, 1, 40)), ".")
        elif st < 0.75:
            doc.add("Status: transferred out to ", (ctx.ch(pools.TOWNS[c]), "CITY"), ", ", ctx.state_items(), " on ",
                    ctx.D(ctx.before(meet, 5, 60)), ".")
        elif st < 0.85:
            doc.add("Status: lost to follow-up since ", ctx.D(ctx.before(meet, 10, 60), ctx.ch([None, "month_y"])), "; last seen at ",
                    (ctx.shelter(), "ORGANIZATION"), ".")
        elif st < 0.92:
            doc.add("Status: died ", ctx.D(ctx.before(meet, 5, 80)), " at ", (ctx.hospital(), "HOSPITAL"), " (TB contributed: ",
                    ctx.ch(["yes", "no", "unknown"]), ").")
        else:
            doc.add("Status: moved abroad to ", ctx.cob_items(p), "; ", ctx.ch(["records sent", "outcome unknown"]), ".")
        if ctx.p(0.55):
            o = ctx.ch(owners)
            doc.add(" ACTION: ", (o.name(ctx.ch(["initials_nd", "first", "full"])), "DOCTOR"), " to ",
                    ctx.ch(["chase DST", "re-screen household", "arrange home visit", "update ETS" if c == "UK" else "update surveillance record",
                            "liaise with GP", "book 6-month CXR", "contact employer re screening"]), ".")
        doc.add("\n")
    doc.add("\n3. Cohort indicators\n")
    doc.add("- Started treatment within 2 months of symptom onset: %d%% (target 80%%)\n" % r.randint(40, 90))
    doc.add("- Treatment completion at 12 months (previous cohort): %d%% (target 90%%)\n" % r.randint(70, 98))
    doc.add("- HIV test offered: %d/%d\n" % (n, n))
    a, b = r.randint(20, 90), r.randint(5, 20)
    doc.add("- Contacts screened: %d/%d (%d%%)\n" % (a, a + b, int(100 * a / (a + b))))
    doc.add("- Culture confirmation (pulmonary): %d%%\n\n" % r.randint(55, 90))
    doc.add("4. AOB\n")
    k = r.random()
    if k < 0.4:
        doc.add("VOT platform upgrade goes live ", ctx.D(ctx.after(meet, 7, 40)), "; new portal ", (ctx.url(), "URL"), ".\n")
    elif k < 0.7:
        s = ctx.ch(present)
        doc.add((s.name("full"), "DOCTOR"), " on leave from ", ctx.D(ctx.after(meet, 5, 30), ctx.short_style()), "; cover by ",
                (ctx.ch(present).name("full"), "DOCTOR"), ". Clinic closed over ", (ctx.holiday(), "DATE"), ".\n")
    else:
        doc.add("World TB Day event planned for ", ctx.D(ctx.after(meet, 10, 60)), " at ", (ctx.worship(), "ORGANIZATION"), ".\n")
    doc.add("\nNext meeting: ", ctx.D(core.add_days(meet, r.choice([84, 91, 98])), ctx.ch([None, ctx.long_wd_style()])), "\n")
    sec = ctx.ch(present)
    doc.add("Minutes: ", (sec.name(ctx.ch(["full", "init_last"])), "DOCTOR"))
    if ctx.p(0.4):
        doc.add(" (", (ctx.email(sec), "EMAIL"), ")")
    doc.add("\n")


def home_visit(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c == "US"
    pt = ctx.person(amin=16, amax=90)
    nurse = ctx.staff(ctx.ch(["TB Nurse Specialist", "TB Nurse", "Public Health Nurse", "TB Case Manager"]))
    addr = ctx.address()
    vd = ctx.ref
    doc.line(ctx.ch(["TB NURSE HOME VISIT", "Home Visit Record - TB Service", "Community TB Nursing: Home Visit Note"]))
    doc.add("Date: ", ctx.D(vd, ctx.ch([None, ctx.long_wd_style()])), "   Time: ", clin.time(r, "colon"), "   Visit type: ",
            ctx.ch(["new patient assessment", "DOT + review", "adherence check", "contact screening", "side-effect review", "pre-discharge"]), "\n")
    doc.add("Patient: ", pt_full(ctx, pt), "   DOB: ", ctx.D(pt.dob), "   ", ctx.ch(["MRN ", "ID "]), (ctx.mrn(), "MRN"))
    if ctx.p(0.5):
        doc.add("   ", ctx.hp_label(), " ", (ctx.healthplan(), "HEALTHPLAN"))
    doc.add("\nAddress: ", ctx.addr_items(addr, "line"), "\n")
    doc.add("Present: patient")
    fam = None
    if ctx.p(0.7):
        fam = ctx.kin(pt, ctx.ch(["spouse", "sibling", "child", "parent", "cousin"]) if pt.age >= 38 else ctx.ch(["spouse", "sibling", "parent", "cousin"]))
        doc.add(", ", fam.rel, " ", (fam.name(ctx.ch(["first", "full"])), "FAMILY"))
    lang = ctx.lang(pt)
    if lang != "English" and ctx.p(0.7):
        interp = ctx.staff("Interpreter")
        doc.add(", ", lang, " interpreter ", (interp.name(ctx.ch(["full", "first"])), "DOCTOR"), " (", ctx.ch(["by phone", "in person"]),
                ", ID ", (ctx.digits(5), "IDNUM"), ")")
    doc.add("\n\n")
    soap = ctx.p(0.5)
    doc.add("S: " if soap else "")
    doc.add(pt_ref(ctx, pt), " ", ctx.ch(["reports ", "says ", "states "]), ctx.ch(["cough much improved", "still coughing at night",
                                                                                  "appetite better", "feels tired", "sweats settled"]), ". ")
    doc.add(clin.side_effect(r).capitalize(), ". ")
    k = r.random()
    if k < 0.3:
        doc.add("Worried about work - ", (ctx.profession(), "PROFESSION"), " at ", (ctx.employer(), "ORGANIZATION"),
                ", manager ", (ctx.person(amin=25, amax=60).name(ctx.ch(["full", "first"])), "FAMILY"), " asking when ",
                "he" if pt.sex == "M" else "she", " can return. Fit note until ", ctx.D(ctx.after(vd, 7, 21)), ". ")
    elif k < 0.5:
        ll = ctx.person(amin=30, amax=70)
        doc.add("Landlord (", (ll.name(ctx.ch(["full", "init_last"])), "FAMILY"), ") has threatened eviction; referred to housing officer. ")
    elif k < 0.65:
        doc.add("Fasting for ", (ctx.ch(["Ramadan", "Lent"]), "DATE"), " - doses moved to after sunset; agreed VOT at ", clin.time(r, "ampm"), ". ")
    elif k < 0.8:
        doc.add("Plans to travel to ", ctx.cob_items(pt), " on ", ctx.D(ctx.after(vd, 20, 90)), " for a family wedding; advised to defer until treatment complete. ")
    doc.add("\n")
    doc.add("O: " if soap else "", clin.vitals(r, us), ". Weight %.1f kg. " % clin.weight(r), clin.adherence(r).capitalize(), ". ")
    if ctx.p(0.4):
        doc.add(clin.hardneg_line(r, us), ". ")
    hh = r.randint(2, 9)
    doc.add(ctx.ch(["Home: ", "Environment: "]), ctx.ch(["2-bedroom flat", "3-bed terraced house", "single room in shared house",
                                                        "caravan", "apartment, 4th floor, no lift"]), ", ", str(hh), " occupants, ",
            ctx.ch(["windows kept closed - ventilation advice given", "damp noted", "well ventilated", "overcrowded"]), ". ")
    if ctx.p(0.5):
        doc.add("Household: ")
        single = ("husband", "wife", "mother", "father")
        mem = [m for m in ctx.kin_list(pt, r.randint(1, 3)) if not (fam is not None and m.rel == fam.rel and m.rel in single)]
        for i, m in enumerate(mem or [ctx.kin(pt, "cousin")]):
            doc.add(", " if i else "", (m.name(ctx.ch(["first", "full"])), "FAMILY"), " (", m.rel, ", ",
                    core.age_items(max(1, m.age), ctx.ch(["plain", "yo", "y"]), m.sex), ")")
        doc.add(" - all screened.")
    doc.add("\n")
    doc.add("A: " if soap else "", ctx.ch(["Responding to treatment", "Adherence concerns", "Tolerating treatment", "Possible hepatotoxicity - needs LFTs"]), "; ",
            ctx.ch(["intensive phase", "continuation phase", "month %d of 6" % r.randint(1, 6)]), ".\n")
    doc.add("P: " if soap else "Plan: ")
    if ctx.p(0.25):
        doc.add("Switch to VOT from ", (ctx.ch(["Monday", "Tuesday", "Wednesday"]), "DATE"))
    else:
        doc.add(ctx.ch(["Continue DOT 5x/wk", "LFTs tomorrow at GP", "Discuss with consultant", "Continue current plan"]))
    if ctx.p(0.3):
        doc.add(" (", dr_title(ctx), " ", (ctx.staff("Consultant").last, "DOCTOR"), ")")
    doc.add(". Next visit ", ctx.D(ctx.after(vd, 2, 14), ctx.ch(["weekday", ctx.short_style(), None])), ".\n")
    if ctx.p(0.35):
        doc.add("Son drives pt to clinic - car reg " if ctx.p(0.5) else "Lone worker: pool car reg ", (ctx.plate(), "VEHICLE"),
                "; checked in with office ", (ctx.phone("land"), "PHONE"), " at ", clin.time(r, "colon"), ".\n")
    if ctx.p(0.3):
        doc.add("Electronic pill box ", ctx.ch(["serial", "S/N"]), " ", (ctx.device("pillbox"), "DEVICE"), " ", ctx.ch(["issued", "checked - readings uploaded", "battery replaced"]), ".\n")
    doc.add("\n", (nurse.name(ctx.ch(["full", "init_last", "fml"])), "DOCTOR"), ctx.ch([", ", " "]), nurse.role)
    if ctx.p(0.4):
        doc.add(" | mob ", (ctx.phone("mobile"), "PHONE"))
    if ctx.p(0.4):
        doc.add("\nEntered ", ctx.D(vd, ctx.short_style()), " ", clin.time(r, "colon"), " by ", (ctx.username(nurse), "USERNAME"))
    doc.add("\n")
