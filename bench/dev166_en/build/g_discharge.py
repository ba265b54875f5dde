"""Genres: discharge checklist; relatives communication log."""
import datetime as dt
import phi as H
import pools as P
import clin as C
from core import Doc, col_widths, art
from case import Case
import common as K


def _box(rng):
    return rng.choice(["[x] ", "[x] ", "[X] ", "[ ] "])


def discharge_uk(c):
    rng = c.rng
    d = Doc()
    dd = c.day
    d.ln("NURSING DISCHARGE CHECKLIST", "  -  ", K.ward(c), ", ", K.hosp(c))
    d.ln("Patient: ", (c.pt.form(rng.choice(["LF", "full"])), "PATIENT"), "   DOB: ", c.dob_p(), "   NHS No: ", (c.nhs, "MRN"))
    d.ln("Hosp No: ", (c.mrn, "MRN"), "   Spell: ", (c.acct, "ACCOUNT"), "   Discharge date: ", c.d(dd), "   Time: " + K.tm(rng, 10, 18))
    dest = rng.randrange(3)
    if dest == 0:
        d.ln("Destination: usual residence - ", c.addr.pieces(rng))
    elif dest == 1:
        d.ln("Destination: ", (c.carehome, "HOSPITAL"), " (new placement), ", (c.addr.city, "CITY"), "; fax ", (c.gp_fax, "FAX"))
    else:
        d.ln("Destination: ", (rng.choice(P.UK_REHAB), "HOSPITAL"), " - community bed")
    d.ln("")
    d.ln(_box(rng), "TTOs received from pharmacy (", (H.idnum(rng, "rx"), "IDNUM"), "), explained by ", c.staff(c.pharm, "full"))
    d.ln(_box(rng), "Cannula removed " + K.tm(rng, 8, 10) + ", site clean")
    d.ln(_box(rng), "eDischarge summary sent to ", (c.gp_practice, "HOSPITAL"), " (", (c.gp_fax, "FAX") if rng.random() < 0.5 else (H.email_for(rng, c.gp), "EMAIL"), ")")
    if rng.random() < 0.6:
        d.ln(_box(rng), "District nurse referral - ", rng.choice(["dressings", "insulin", "catheter care", "clexane"]),
             " - sent to ", (H.ward_email(rng, "dn " + c.addr.city), "EMAIL"))
    if rng.random() < 0.6:
        d.ln(_box(rng), "Package of care restarted - ", (c.agency, "ORGANIZATION"), ", co-ordinator ", (H.Person(rng).form("full"), "DOCTOR"),
             " ", (H.phone(rng, "UK", mobile=False), "PHONE"))
    if rng.random() < 0.7:
        d.ln(_box(rng), "Transport: ", (c.transport, "ORGANIZATION"), " booking ref ", (H.idnum(rng, "transport"), "IDNUM"),
             ", " + rng.choice(["stretcher", "seated x1", "wheelchair"]) + ", collect " + K.tm(rng, 11, 16))
    else:
        d.ln(_box(rng), "Collected by " + c.nok_rel + " ", c.nokn("first"), " in car reg ", (c.car, "VEHICLE"))
    if rng.random() < 0.5:
        d.ln(_box(rng), "Equipment: " + rng.choice(["commode + perching stool", "zimmer frame", "home O2", "pressure cushion"]) +
             " via community equipment (loan ", (H.idnum(rng, "equip"), "IDNUM"), ")")
    if rng.random() < 0.4:
        d.ln(_box(rng), "Home oxygen concentrator serial ", (H.device_sn(rng, "oxygen"), "DEVICE"), " - HOOF sent")
    d.ln(_box(rng), "Follow-up: ", rng.choice(["fracture clinic", "heart failure nurse", "stroke clinic", "TIA clinic", "surgical OPD"]),
         " ", c.d(K.days(c, rng.randint(7, 60))), " with ", c.staff(c.cons))
    d.ln(_box(rng), "Own medicines + property returned (", (H.idnum(rng, "property"), "IDNUM"), ")")
    d.ln(_box(rng), "NOK informed: ", c.nokn("full"), ", ", (c.nok_phone, "PHONE"))
    d.ln(_box(rng), "Fit note: " + ("not required - retired" if c.retired else rng.choice(["issued 2/52", "issued 4/52", "N/A"])))
    if rng.random() < 0.35:
        d.ln(_box(rng), "Social worker ", (H.Person(rng).form("full"), "DOCTOR"), " - Attendance Allowance form, NI no ",
             (c.ssn, "SSN"), ", case ", (H.idnum(rng, "case"), "IDNUM"))
    if rng.random() < 0.4:
        d.ln(_box(rng), "Stroke/cardiac rehab information: ", (H.url(rng, "rehab"), "URL"))
    d.ln("")
    K.signoff(d, c, rng.choice(c.nurses), lic=rng.random() < 0.5)
    return d


def discharge_us(c):
    rng = c.rng
    d = Doc()
    d.ln("DISCHARGE READINESS CHECKLIST - ", K.hosp(c), " ", K.ward(c))
    d.ln("Name: ", (c.pt.form("LF"), "PATIENT"), "  MRN ", (c.mrn, "MRN"), "  FIN ", (c.acct, "ACCOUNT"), "  DOB ", c.dob_p())
    d.ln("Payer: ", (c.insurer, "ORGANIZATION"), " / ID ", (c.member, "HEALTHPLAN"), rng.choice(["", "  Auth obtained", "  Auth pending"]))
    d.ln("Anticipated d/c: ", c.today(), "  Disposition: ", rng.choice(["home w/ home health", "SNF", "home self-care", "acute rehab"]))
    d.ln("")
    d.ln(_box(rng), "D/C order signed by ", c.staff(c.cons))
    if rng.random() < 0.45:
        d.ln(_box(rng), "Identity re-verified at discharge: palm-vein ID ", (c.bio, "BIOID"), " matched")
    if rng.random() < 0.4:
        d.ln(_box(rng), "SNF/home health face sheet sent (SSN ", (c.ssn, "SSN"), ", MBI ", (c.mbi, "HEALTHPLAN"), ")")
    dest = (c.agency, "ORGANIZATION") if rng.random() < 0.5 else (c.carehome, "HOSPITAL")
    d.ln(_box(rng), "Case manager ", (H.Person(rng).form("full"), "DOCTOR"), " arranged ", dest,
         "; referral faxed to ", (H.phone(rng, "US"), "FAX"))
    d.ln(_box(rng), "Meds to beds: filled at ", (c.pharmacy, "HOSPITAL"), ", Rx ", (H.idnum(rng, "rx"), "IDNUM"))
    d.ln(_box(rng), "Controlled substance Rx: prescriber DEA ", (H.dea(rng), "LICENSE"), " / NPI ", (c.cons.lic, "LICENSE"))
    d.ln(_box(rng), "IV removed, catheter tip intact; telemetry pack ", (H.device_sn(rng, "tele"), "DEVICE"), " returned to monitor tech")
    d.ln(_box(rng), "Teach-back completed: " + rng.choice(["HF zones", "insulin pen", "wound care", "anticoagulation", "stroke warning signs (BE FAST)"]))
    d.ln(_box(rng), "Follow-up appt with PCP ", c.staff(c.gp, "dr_last"), ", ", (c.gp_practice, "HOSPITAL"), " on ",
         c.d(K.days(c, rng.randint(3, 14))), " " + K.tm(rng, 8, 16))
    if rng.random() < 0.5:
        d.ln(_box(rng), "Ride: " + c.nok_rel + " ", c.nokn("first"), " ", (c.nok_phone, "PHONE"), " - vehicle plate ", (c.car, "VEHICLE"))
    else:
        d.ln(_box(rng), "Ride: " + c.nok_rel + " ", c.nokn("first"), " ", (c.nok_phone, "PHONE"), ", ETA " + K.tm(rng, 12, 17))
    d.ln(_box(rng), "MyChart activation: ", (H.url(rng, "activate"), "URL"), " code given")
    if rng.random() < 0.5:
        d.ln(_box(rng), "Home address confirmed: ", c.addr.pieces(rng))
    d.ln("")
    d.ln("RN: ", c.sig(c.nurses[0], True), "   ", c.today(), " " + K.tm(rng))
    return d


def discharge_narrative(c):
    rng = c.rng
    d = Doc()
    d.ln("Discharge note (nursing) - ", c.today())
    d.add(c.pn(), " discharged " + rng.choice(["home", "to care home", "to rehab"]) + " at " + K.tm(rng, 11, 19) + " ")
    if rng.random() < 0.5:
        d.add(rng.choice(["by ambulance (", "by patient transport ("]), (c.transport, "ORGANIZATION"), ")")
    else:
        d.add("with " + c.nok_rel + " ", (c.nok.form("first"), "FAMILY"), rng.choice(["", " in own car"]))
    d.add(". Admitted ", c.d(c.adm), " with " + K.dx(c) + ", LOS %d days. " % c.los)
    d.add("TTOs + " + rng.choice(["dosette", "blister pack", "own supply"]) + " explained, " + ", ".join(K.meds(rng, 3)) + ". ")
    d.add("Discharge letter copy given; sent to ", (c.gp_practice, "HOSPITAL"), ". ")
    d.add("Follow-up ", c.d(K.days(c, rng.randint(7, 42))), " at ", (c.hosp2 if rng.random() < 0.3 else c.hosp, "HOSPITAL"), ".\n")
    d.ln(rng.choice(["Cannula removed, site clean. ", "Wound checked prior to discharge, dressing intact. ", "Skin intact on discharge. "]) +
         rng.choice(["Patient and family happy with plan.", "Belongings checked with patient.", "Verbalised understanding of red flags."]))
    d.ln(c.sig(rng.choice(c.nurses)))
    return d


def discharge(rng, country):
    c = Case(rng, country)
    k = rng.randrange(4)
    if k == 3:
        return c, discharge_narrative(c)
    return c, (discharge_us(c) if c.us else discharge_uk(c))


# ------------------------------------------------------------------ relatives log
TOPICS = ["update on condition", "asked about discharge plan", "concerned re: weight loss", "wants MDT meeting",
          "asked for doctor to call back", "visiting arrangements", "bringing in clothes and glasses", "LPA documents copied",
          "upset about missing hearing aid", "complaint re: call bell", "agreed to best-interest meeting", "asked about test results"]


def relatives_table(c):
    rng = c.rng
    d = Doc()
    d.ln("RELATIVES / CARERS COMMUNICATION LOG")
    d.ln((c.pt.form("LF"), "PATIENT"), "   ", c.mrn_label(), " ", (c.mrn, "MRN"), "   ", K.ward(c))
    d.ln("Contacts: 1) ", c.nokn("full"), " (" + c.nok_rel + ", NOK) ", (c.nok_phone, "PHONE"), "  2) ", (c.fam2.form("full"), "FAMILY"),
         " (" + c.fam2_rel + ") ", (c.fam2_phone, "PHONE"))
    if rng.random() < 0.4:
        d.ln("LPA (health & welfare): ", (c.nok.form("full"), "FAMILY"), ", registered ", c.d(K.days(c, -rng.randint(100, 2000)), "month_year"))
    d.ln("")
    hdr = ["Date", "Time", "Who", "How", "Staff", "Summary"]
    rows = []
    day = c.adm
    for i in range(rng.randint(4, 8)):
        day = day + dt.timedelta(days=rng.randint(0, 2))
        who = rng.choice([[(c.nok.form("first"), "FAMILY"), " (" + c.nok_rel + ")"], [(c.fam2.form("full"), "FAMILY")],
                          [(c.nok.form("full"), "FAMILY")]])
        st = rng.choice(c.nurses + [c.jr, c.cons])
        scell = [(st.form("fi_last"), "DOCTOR")] if st.role != "doctor" else ["Dr ", (st.last, "DOCTOR")]
        rows.append([[c.d(day, c.dshort)], K.tm(rng, 8, 21), who, rng.choice(["phone", "in person", "email", "video call"]), scell,
                     rng.choice(TOPICS)])
    w = col_widths(rows, hdr)
    if rng.random() < 0.5:
        d.pipe_row(hdr, w)
        for r in rows:
            d.pipe_row(r, w)
    else:
        d.aligned_row(hdr, w)
        for r in rows:
            d.aligned_row(r, w)
    d.ln("")
    d.ln("Password for phone updates agreed with family: yes (see alert)")
    return d


def relatives_bullets(c):
    rng = c.rng
    d = Doc()
    d.ln("Communication with family - ", c.pn("LF"), " (", c.age_p(1), "), ", K.ward(c), " ", c.bed_p())
    kinds = rng.sample(range(10), rng.randint(5, 7))
    dates = sorted((K.days(c, -rng.randint(0, c.los + 1)), K.tm(rng, 8, 21)) for _ in kinds)
    abroad = rng.choice(P.COUNTRIES)
    for (day, when), k in zip(dates, kinds):
        if k == 0:
            body = [c.nok_rel.capitalize() + " ", c.nokn("first"), " rang ", (c.nok_phone, "PHONE"), " - " + rng.choice(TOPICS) + "."]
        elif k == 1:
            body = [(c.fam2.form("full"), "FAMILY"), " (" + c.fam2_rel + ", works as " + K.an(c.nok_prof), (c.nok_prof, "PROFESSION"),
                    ") visited; " + rng.choice(TOPICS) + "."]
        elif k == 2:
            body = ["Email received from ", (c.nok_email, "EMAIL"), " re " + rng.choice(TOPICS) + "; forwarded to ", c.staff(c.cons), "."]
        elif k == 3:
            body = ["Family meeting in ", art(rng.choice(P.BUILDINGS), "LOCATION_OTHER"), " quiet room with ", c.staff(c.cons), ", ",
                    c.nokn("full"), " and ", (c.fam2.form("first"), "FAMILY"), "."]
        elif k == 4:
            body = ["Interpreter (", rng.choice(["Polish", "Urdu", "Punjabi", "Somali", "Portuguese", "Tigrinya", "Cantonese"]),
                    ", ID ", (H.digits(rng, 5), "IDNUM"), ") used for call to ", (c.fam2.form("first"), "FAMILY"), "."]
        elif k == 5:
            body = [(c.nok.form("first"), "FAMILY"), " travelling from ", (c.nok_addr.city, "CITY"), ", will arrive ",
                    c.d(day + dt.timedelta(days=1), c.dshort), "; parking permit issued for reg ", (c.car, "VEHICLE"), "."]
        elif k == 6:
            body = ["Tried ", (c.nok_phone2, "PHONE"), " x2, voicemail left."]
        elif k == 9:
            body = [c.nok_rel.capitalize() + " ", c.nokn("first"), " asked whether ", c.pn("first"), " could have leave over ",
                    K.holiday(rng), "; explained needs MDT decision."]
        elif k == 7:
            body = [(c.fam2.form("first"), "FAMILY"), " (" + c.fam2_rel + ") rang from ", art(abroad, "COUNTRY"),
                    "; unable to travel until ", c.d(day + dt.timedelta(days=rng.randint(3, 10)), c.dshort), ". Update given with consent."]
        else:
            body = ["Video call on ward iPad with family in ", art(abroad, "COUNTRY"), " - ", c.pn("first"), " " +
                    rng.choice(["brighter afterwards", "tearful but settled", "recognised grandchildren"]) + "."]
        d.ln("- ", c.d(day), " " + when + " ", body, " (", c.staff(rng.choice(c.nurses), "fi_last"), ")")
    if rng.random() < 0.5:
        d.ln("Note: ", c.nokn("first"), " is main contact; please do not give updates to other callers without password.")
    return d


def relatives_email(c):
    rng = c.rng
    d = Doc()
    d.ln("From: ", c.nokn("full"), " <", (c.nok_email, "EMAIL"), ">")
    d.ln("To: ", (H.ward_email(rng, c.ward), "EMAIL"))
    d.ln("Date: ", c.today("wd_long_us" if c.us else rng.choice(["wd_long_uk", "uk_long"])), " " + K.tm(rng))
    d.ln("Subject: my " + rng.choice(["mum", "dad", "aunt", "grandad", "husband", "wife"]) + " ", (c.pt.form("full"), "PATIENT"),
         ", ", c.bed_p())
    d.ln("")
    d.ln("Hello,")
    d.ln("I am ", c.pn("first"), "'s " + c.nok_rel + ". ", c.pn("first"), " was admitted on ", c.d(c.adm, rng.choice(["us_long" if c.us else "uk_long", "weekday"])),
         " and we have had no update since. ", rng.choice(TOPICS).capitalize() + ".")
    d.ln("I work as " + ("an " if c.nok_prof[0] in "aeiou" else "a "), (c.nok_prof, "PROFESSION"), " at ", (c.employer, "ORGANIZATION"), " so I can only ring after 6pm on ",
         (c.nok_phone, "PHONE"), ".")
    d.ln("Thanks, ", (c.nok.form("first"), "FAMILY"))
    d.ln("")
    d.ln("--- Nursing note filed ", c.today(), " ---")
    d.ln("Email above received. Called ", c.nokn("first"), " back at " + K.tm(rng, 18, 20) + "; update given with consent of ", c.pn("title"),
         ". Doctor callback requested from ", c.staff(c.reg), ". ", c.sig(rng.choice(c.nurses)))
    return d


def relatives(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, [relatives_table, relatives_bullets, relatives_email][k](c)
