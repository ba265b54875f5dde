"""Genres: transient (holiday) dialysis referral, new patient intake."""
import phi
import vocab as V
from core import Note
from layout import kv
from pools_places import PROFESSIONS, LANGUAGES, COUNTRIES, HOLIDAY_COUNTRIES, US_CITIES

FOREIGN_TOWNS = {
    "Portugal": ("Vila Serena do Mar", "Praia das Conchas"), "Spain": ("Puerto Alcaraz", "Santa Pola del Mar"),
    "Cyprus": ("Kato Amathia", "Agia Thekla Bay"), "Greece": ("Nea Kallithea", "Agios Myron"),
    "Malta": ("Xlendi Bay", "Marsa Rocca"), "Italy": ("San Vito al Lago", "Porto Celeste"),
    "France": ("Saint-Aubin-les-Pins", "Port-Varenne"), "Ireland": ("Ballykinsella", "Carrigmore"),
    "Jamaica": ("Port Morant Bay", "Santa Cruz Hills"), "Barbados": ("Holetown Heights", "Speightsville"),
    "Canada": ("Port Alder", "Lac-Sainte-Odile"), "Mexico": ("Puerto Celestún Norte", "San Isidro del Mar"),
    "Turkey": ("Kalkanlı", "Yalıkavak Köyü"), "Croatia": ("Novi Porat", "Sveti Jure"),
}


def _ds(us, short=False):
    if short:
        return "md" if us else "dm"
    return "mdY" if us else "dmY"


# ------------------------------------------------------------------ holiday / transient referral
def holiday_referral(r, ctx):
    us = ctx.us
    n = Note("transient dialysis referral", ctx.country)
    p = ctx.patient(28, 86)
    neph = ctx.staff("neph")
    coord = ctx.staff("rn", 5)
    abroad = r.random() < 0.6
    # letterhead
    n.line((ctx.unit, "HOSPITAL"))
    n.line(phi.addr_items(r, ctx.addr, us, "line"))
    n.line("Tel ", ctx.tel(), "   Fax ", ctx.fax(), "   ",
           (phi.role_email(r, r.choice(("holiday.dialysis", "transient.coordinator", "renal.admin"))), "EMAIL"))
    n.t("\n")
    n.line(ctx.d(ctx.today, r.choice(("long", _ds(us), "abbr"))))
    n.t("\n")
    dest_country = r.choice(HOLIDAY_COUNTRIES)
    if abroad:
        town = r.choice(FOREIGN_TOWNS[dest_country])
        unit = r.choice(("%s Dialysis Clinic", "Haemodialysis Centre %s", "Clinica Renal %s",
                         "%s Kidney Clinic", "International Dialysis Centre %s")) % town
        n.line("To: The Nurse Manager, ", (unit, "HOSPITAL"))
        n.line((town, "CITY"), ", ", (dest_country, "COUNTRY"))
        n.line("By email: ", (phi.email(r, "clinic", r.choice(("renal", "dialise", "dialysis", "hd")),
                                        r.choice(("example.com", "example.net"))), "EMAIL"))
    else:
        dest = ctx.facility_addr()
        n.line("To: ", ctx.hosp("unit"), ", attn transient coordinator")
        n.line(phi.addr_items(r, dest, us, "line"))
        n.line("Fax: ", ctx.fax())
    n.t("\n")
    d1 = ctx.days(r.randint(21, 90))
    d2 = phi.add_days(d1, r.choice((7, 10, 14, 14, 21, 28)))
    n.line("Re: ", r.choice(("Holiday haemodialysis request" if not us else "Transient treatment request",
                            "Request for visiting dialysis", "Temporary dialysis - visiting patient")))
    pairs = [("Patient", ctx.pname(p, r.choice(("full", "fml", "LF")))), ("DOB", [ctx.d(p.dob, _ds(us)),
             " (age ", (str(p.age), "AGE"), ")"]), ("Home address", phi.addr_items(r, p.addr, us)),
             ("Phone", ctx.tel(style="mob" if not us else None))]
    if us:
        pairs += [("MRN", (p.mrn, "MRN")), ("Medicare MBI", (phi.mbi(r), "HEALTHPLAN")),
                  ("Secondary", [ctx.org("insurer"), " ID ", (phi.healthplan(r, True, "member"), "HEALTHPLAN"),
                                 " Grp ", (phi.healthplan(r, True, "group"), "HEALTHPLAN")])]
        if r.random() < 0.5:
            pairs.append(("SSN", (phi.ssn(r, True), "SSN")))
    else:
        pairs += [("NHS number", (p.nhs, "MRN")), ("Hospital no.", (p.mrn, "MRN"))]
        if abroad:
            pairs.append(("GHIC", (phi.healthplan(r, False, "ghic"), "HEALTHPLAN")))
            if r.random() < 0.4:
                pairs.append(("NI number", (phi.ssn(r, False), "SSN")))
    pairs.append(("Dates requested", [ctx.d(d1, _ds(us)), " - ", ctx.d(d2, _ds(us))]))
    kv(n, pairs, r.choice(("colon", "aligned")))
    n.t("\n")
    n.add("Dear colleague,\n\n", p.title(r, us) + " ",
          ctx.pname(p, "last"), " is a ", (str(p.age), "AGE"), "-year-old ",
          "man" if p.sex == "M" else "woman", " with ESKD secondary to ",
          r.choice(("diabetic nephropathy", "IgA nephropathy", "ADPKD", "hypertensive nephrosclerosis",
                    "reflux nephropathy", "FSGS", "lupus nephritis", "unknown aetiology")),
          ", on haemodialysis since ", ctx.d(ctx.days(-r.randint(300, 3000)), r.choice(("my", "year"))),
          ". ", "He" if p.sex == "M" else "She", " will be staying ")
    if abroad:
        n.add("in ", (r.choice(FOREIGN_TOWNS[dest_country]), "CITY"), " with ", r.choice(("family", "friends", "a partner")))
    else:
        cw, cf = ctx.relative(("daughter", "son", "sister", "brother"))
        n.add("with ", cw, " ", ctx.fname(cf, "full"), " in ", (r.choice(US_CITIES)[0] if us else ctx.addr["city"], "CITY"))
    n.add(" and we would be grateful if you could offer ", str(r.choice((3, 6, 9))), " sessions (",
          r.choice(("MWF", "TTS")), " ", r.choice(("morning", "afternoon", "any shift")), ").\n\n")
    n.line("Prescription: ", r.choice(("4 h", "3.5 h", "4.5 h")), ", ", r.choice(V.DIALYZERS), ", Qb ",
           str(r.choice((300, 350, 400))), ", ", r.choice(V.BATHS), ", ", r.choice(V.HEPARIN),
           ", target weight %.1f kg." % (r.randint(450, 1100) / 10.0))
    acc = r.choice(V.ACCESS_US if us else V.ACCESS_UK)
    if any(k in acc for k in ("AV", "fistula", "graft", "transposition")):
        n.line("Access: ", acc, ", ", r.choice(V.NEEDLES), " needles", r.choice(("", ", buttonhole")), ".")
    else:
        n.line("Access: ", acc, ", locked with ", r.choice(("heparin 5000 u/mL", "TauroLock", "citrate 46.7%")),
               "; please do not use for bloods.")
    n.line("Virology: HBsAg neg (", ctx.d(ctx.days(-r.randint(5, 40)), _ds(us)), "), anti-HBs ",
           str(r.randint(12, 900)), " mIU/mL, HCV Ab neg, HIV neg (", ctx.d(ctx.days(-r.randint(5, 40)), _ds(us)), ").")
    n.line("MRSA/CPE screen: negative ", ctx.d(ctx.days(-r.randint(3, 20)), _ds(us)),
           "; will repeat within 4 weeks of travel.")
    n.line("Medications: ", ", ".join((r.choice(V.BINDERS), r.choice(V.esa(us)), r.choice(V.vitd(us)))),
           ", amlodipine 10 mg OD.")
    n.line("Latest bloods: Hb %d g/L, K %.1f, URR %d%%." % (r.randint(90, 125), r.randint(38, 62) / 10.0, r.randint(65, 80))
           if not us else "Latest labs: Hgb %.1f, K %.1f, spKt/V %.2f." % (r.randint(90, 125) / 10.0, r.randint(38, 62) / 10.0, r.randint(120, 170) / 100.0))
    n.t("\n")
    k = r.randint(0, 3)
    if k == 0:
        cw, cf = ctx.relative(("wife", "husband", "daughter", "partner"))
        n.line("Travel companion: ", cw, " ", ctx.fname(cf, "first"), " (mob ", ctx.tel(style="mob" if not us else None), ").")
    elif k == 1:
        n.line(p.title(r, us) + " ", ctx.pname(p, "last"), " is a retired " if p.age >= 62 else " works as a ",
               (r.choice(PROFESSIONS), "PROFESSION"), " and is independent with ADLs.")
    elif k == 2:
        n.line("Full records can be downloaded from ", (phi.url(r, "travel-dialysis/records"), "URL"),
               " (access code sent separately).")
    n.line("Please return the acceptance form to ", coord.items(r, r.choice(("full_cred", "full"))),
           ", holiday coordinator, ", (phi.email(r, coord.first, coord.last), "EMAIL"), ".")
    n.t("\n")
    n.line(r.choice(("Yours sincerely,", "Kind regards,", "Sincerely,")))
    n.t("\n")
    n.line(neph.items(r, "dr_full"))
    n.line(r.choice(("Consultant Nephrologist", "Renal Consultant")) if not us else "Attending Nephrologist")
    if us:
        n.line("NPI ", (phi.npi(r), "LICENSE"),
               *(["   DEA ", (phi.dea(r, neph.last), "LICENSE")] if r.random() < 0.3 else []))
    else:
        n.line("GMC ", (phi.gmc(r), "LICENSE"))
    if r.random() < 0.5:
        n.line("cc: ", ctx.staff("neph", 6).items(r, "dr_last"), ", ", ctx.hosp("practice"), r.choice((" (GP)", " (PCP)")))
    return n


# ------------------------------------------------------------------ new patient intake
def intake(r, ctx):
    us = ctx.us
    n = Note("new patient intake", ctx.country)
    p = ctx.patient(22, 90)
    w, fam = ctx.relative()
    rn = ctx.staff("rn")
    sw = ctx.staff("sw")
    n.line(r.choice(("NEW PATIENT ADMISSION", "Admission to Outpatient Dialysis", "New Starter Registration")),
           " - ", (ctx.unit, "HOSPITAL"))
    sched = r.choice(("MWF", "TTS"))
    first = ctx.days(r.randint(0, 2))
    while first.weekday() not in ((0, 2, 4) if sched == "MWF" else (1, 3, 5)):
        first = phi.add_days(first, 1)
    n.line("Admission date: ", ctx.d(ctx.today, _ds(us)), "   First tx: ",
           ctx.d(first, r.choice((_ds(us), "wd_md" if us else "ord"))), "  ",
           sched, " ", r.choice(("1st", "2nd", "3rd")) if us else r.choice(("am", "pm")), " shift, chair ",
           (str(r.randint(1, 24)), "LOCATION_OTHER"))
    n.t("\n")
    n.line("DEMOGRAPHICS")
    pairs = [("Name", ctx.pname(p, r.choice(("LF", "full", "fml")))),
             ("Preferred name", ctx.pname(p, "nick")),
             ("DOB / Age", [ctx.d(p.dob, _ds(us)), " / ", (str(p.age), "AGE")]),
             ("Sex", "Male" if p.sex == "M" else "Female"),
             ("SSN" if us else "NI No", (phi.ssn(r, us), "SSN")),
             ("MRN" if us else "NHS No", (p.mrn if us else p.nhs, "MRN")),
             ("Address", phi.addr_items(r, p.addr, us)),
             ("Home / cell", [ctx.tel(), " / ", ctx.tel(style="mob" if not us else None)]),
             ("Email", (phi.email(r, p.first, p.last), "EMAIL"))]
    if r.random() < 0.6:
        pairs.append(("Country of birth", (r.choice(COUNTRIES), "COUNTRY")))
    pairs.append(("Language", r.choice(("English",) * 3 + LANGUAGES) + r.choice(("", ", interpreter needed"))))
    if r.random() < 0.5:
        pairs.append(("Portal user", [(p.username(r), "USERNAME"), " @ ", (phi.url(r, "portal"), "URL")]))
    kv(n, pairs, r.choice(("colon", "aligned", "dots")))
    n.t("\n")
    n.line("NEXT OF KIN / EMERGENCY CONTACT")
    n.line("  ", ctx.fname(fam, r.choice(("full", "LF"))), " (", w, ")  ", ctx.tel(),
           r.choice(("", "  - also has POA", "  - lives same address")))
    n.t("\n")
    n.line("INSURANCE / FUNDING" if us else "GP / FUNDING")
    if us:
        n.line("  Primary: Medicare Part B  MBI ", (phi.mbi(r), "HEALTHPLAN"), "  eff ",
               ctx.d(ctx.days(r.randint(-400, 0)), "my_num"))
        n.line("  Secondary: ", ctx.org("insurer"), "  Member ", (phi.healthplan(r, True, "member"), "HEALTHPLAN"),
               "  Group ", (phi.healthplan(r, True, "group"), "HEALTHPLAN"))
        n.line("  Billing acct: ", (phi.account(r, True), "ACCOUNT"), "   CMS-2728 signed ",
               ctx.d(ctx.days(-r.randint(0, 20)), _ds(us)))
        pcp = ctx.staff("neph", 6)
        n.line("  PCP: ", pcp.items(r, "dr_full"), ", ", ctx.hosp("practice"), "  ph ", ctx.tel(), "  fax ", ctx.fax())
    else:
        pcp = ctx.staff("neph", 6)
        n.line("  GP: ", pcp.items(r, "dr_full"), ", ", ctx.hosp("practice"), ", ",
               (ctx.facility_addr(phi.address(r, False, near=ctx.addr))["street"], "STREET"), "  Tel ", ctx.tel(style="land"), "  Fax ", ctx.fax())
        n.line("  Funding: NHS (commissioned). Episode ", (phi.account(r, False), "ACCOUNT"))
    n.t("\n")
    n.line("REFERRAL")
    neph = ctx.staff("neph")
    n.line("  Referred from ", ctx.hosp("hosp"), " after admission ",
           ctx.d(ctx.days(-r.randint(10, 30)), _ds(us, True)), "-", ctx.d(ctx.days(-r.randint(1, 9)), _ds(us, True)),
           " (AKI on CKD 5 - did not recover).")
    n.add("  Nephrologist: ", neph.items(r, r.choice(("dr_full", "dr_last"))))
    if us:
        n.add("  NPI ", (phi.npi(r), "LICENSE"))
    else:
        n.add("  GMC ", (phi.gmc(r), "LICENSE"))
    n.t("\n")
    n.line("  Dx: ESKD (N18.6)", r.choice((", T2DM w/ CKD (E11.22)", ", HTN CKD (I12.0)", ", ADPKD (Q61.2)", "")),
           "; Charlson %d; PHQ-2 %d" % (r.randint(3, 9), r.randint(0, 4)))
    n.line("  Access: ", r.choice(V.ACCESS_US if us else V.ACCESS_UK), "; vein mapping booked at ", ctx.hosp("access"))
    n.t("\n")
    n.line("SOCIAL (", sw.items(r, r.choice(("full_cred", "fi_l_cred"))), ")")
    k = r.random()
    job = (r.choice(PROFESSIONS), "PROFESSION")
    if k < 0.5 or p.age < 58:
        n.line("  Works as a ", job, " at ", ctx.org("employer"), "; wants to keep working - prefers ",
               r.choice(("3rd shift", "early shift", "twilight")), ".")
    else:
        n.line("  Retired ", job, " (", ctx.org("employer"), ", ", ctx.d(ctx.days(-r.randint(400, 6000)), "year"), ").")
    n.line("  Lives with ", w, " ", ctx.fname(fam, "first"), " in ", r.choice(("a 2nd-floor walk-up", "a bungalow",
                                                                               "a ground-floor flat", "a mobile home",
                                                                               "sheltered housing")),
           "; ", r.choice(("no stairs issue", "lift often broken", "steps x4 at entrance")), ".")
    if r.random() < 0.5:
        n.line("  Faith community: ", (r.choice(("Grace", "New Hope", "St. Mark's", "Bethel", "Mount Zion")) + " " +
                r.choice(("Baptist Church", "Pentecostal Church", "Gurdwara", "Mosque", "Methodist Chapel")), "ORGANIZATION"),
               " - pastor/leader visits.")
    if r.random() < 0.5:
        c2 = ctx.relative(("son", "daughter", "niece", "nephew"))
        n.line("  ", c2[0].capitalize(), " ", ctx.fname(c2[1], "first"), " is a ",
               (r.choice(PROFESSIONS + ("nurse", "pharmacist")), "PROFESSION"), " and helps with meds.")
    n.line("  Transport: ", r.choice((["own car (", ctx.relative(("wife", "husband", "son"))[0], " drives)"],
                                      [ctx.org("transport"), " - booked"], ["PTS eligible" if not us else "Medicaid NEMT"])))
    n.t("\n")
    if r.random() < 0.55:
        bk = r.choice(("palm-vein", "fingerprint"))
        n.line("Biometric enrolment: ", bk, " template ", (phi.bioid(r, bk), "BIOID"), " registered ", ctx.d(ctx.today, _ds(us, True)))
    n.line("Consents signed: treatment, photo, data sharing - ", ctx.d(ctx.today, _ds(us)))
    n.line("Admitted by: ", rn.items(r, r.choice(("full_cred", "fi_l_cred"))), "   entered by ",
           (rn.username(r), "USERNAME"))
    return n
