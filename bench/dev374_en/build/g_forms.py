"""g_forms.py -- genres: consent and reporting options form, emergency
contraception and PEPSE record, ISVA / advocate referral."""
from core import add_days, digits, letters
from common import country_piece
from blocks import tm, sarc_h, pt_ids, officer, force_piece, consent_flags, room, prof_piece


ETHN = {"GB": ["White British", "Black African", "Asian Pakistani", "Mixed White/Black Caribbean", "White other", "Not stated"],
        "IE": ["White Irish", "Irish Traveller", "White other", "Black African", "Asian", "Not stated"],
        "US": ["White", "Black/African American", "Hispanic/Latina", "Asian", "American Indian", "Declined"],
        "CA": ["White", "First Nations", "Black", "South Asian", "Metis", "Chinese", "Not stated"],
        "AU": ["Aboriginal", "Torres Strait Islander", "Not Aboriginal or TSI", "Not stated"],
        "NZ": ["Maori", "Pacific peoples", "NZ European", "Asian", "MELAA", "Not stated"]}


def _options(c):
    cc = c.cc
    if cc == "US":
        return ["Report to law enforcement now (kit released to crime lab)",
                "Anonymous / 'Jane Doe' kit -- evidence collected under VAWA, stored unreported",
                "Medical care only (no evidence collection)",
                "Advocate support regardless of choice"]
    if cc == "AU":
        return ["Report to police now", "'Just in Case' (JIC) forensic samples stored -- decide later",
                "Medical care and counselling only", "Sexual Assault Reporting Option (SARO) -- anonymous information"]
    if cc == "IE":
        return ["Report to Gardai now", "Option 3: evidence stored at SATU without report (decide later)",
                "Health care only", "Third-party information via Rape Crisis Centre"]
    if cc == "NZ":
        return ["Report to Police now", "Medical and forensic exam, evidence held -- decide later",
                "Medical only", "Support worker / ACC sensitive claims"]
    if cc == "CA":
        return ["Report to police now", "Evidence kit stored at hospital (up to 12 months) -- decide later",
                "Medical care only", "Third-party reporting via community agency"]
    return ["Police report now (police-led referral)", "Self-referral: forensic samples stored, no police involvement",
            "Health and wellbeing care only (no forensic samples)", "Anonymous intelligence report (no name shared)"]


def consent_options(c, N):
    r = c.r
    pt = c.pt
    N.add(sarc_h(c), "\n", r.choice(["CONSENT AND REPORTING OPTIONS", "Reporting Options & Consent Form",
                                     "INFORMED CONSENT -- FORENSIC / MEDICAL CARE"]), "\n")
    N.add("Case ref: ", (c.sarc_no, "IDNUM"), "\n\n")
    pt_ids(c, N, inline=r.random() < 0.5, with_addr=r.random() < 0.4)
    N.add("\nOptions explained by: ", c.nm(c.cw, r.choice(["full", "fi_last"])), " (", c.cw.role, ") on ", c.D(c.exam),
          " at ", tm(c), "\n")
    N.add("Options discussed:\n")
    opts = _options(c)
    for i, o in enumerate(opts):
        N.add("  ", str(i + 1), ". ", o, "\n")
    choice = r.randrange(3)
    N.add("Client's choice: option ", str(choice + 1), "\n")
    if choice == 1:
        keep = add_days(c.exam, r.choice([365, 730, 730, 1095]))
        N.add("Samples to be stored until ", c.D(keep), " (review date). Client informed samples destroyed after this date",
              " unless reported. Kit ", (c.kit, "IDNUM"), ".\n")
    elif choice == 0:
        N.add(c.V["crime"], ": ", (c.crime, "IDNUM"), "   OIC: ", officer(c, c.oic), ", ", force_piece(c), "\n")
    N.add("\nCONSENT (tick)\n")
    for line in consent_flags(c):
        N.add("  ", line, "\n")
    N.add("\nInformation sharing:\n")
    N.add("  ", c.V["gp"], " -- ", c.nm(c.gp, "tl"), ", ", (c.gp_practice, "HOSPITAL"), ": ", r.choice(["YES", "NO", "YES (summary only)"]), "\n")
    N.add("  ", c.V["adv"], " service -- ", (c.isva_org, "ORGANIZATION"), ": ", r.choice(["YES", "YES", "not now"]), "\n")
    if c.child:
        N.add("  School nurse / ", (c.school, "ORGANIZATION"), ": ", r.choice(["NO -- parent's wish", "YES"]), "\n")
        N.add("  Children's social care (", (c.la, "ORGANIZATION"), "): mandatory -- explained to ", c.family[0].rel, "\n")
    N.add("\nContact preferences: mobile ", (pt.phone if not c.child else c.family[0].phone, "PHONE"), r.choice([" (text ok, no voicemail)", " (any time)", " (calls only after 5pm)"]))
    if not c.child and r.random() < 0.6:
        N.add("; email ", (pt.email, "EMAIL"))
    N.add("\n")
    if c.child:
        f = c.family[0]
        if pt.age >= 13:
            N.add("Competence: assessed as Gillick competent (", c.nm(c.examiner, "tl"), "). Fraser guidelines not applicable.\n"
                  if pt.sex == "M" else "Competence: Gillick competent; Fraser guidelines met for EC.\n")
        N.add("Person with parental responsibility: ", c.nm(f, "full"), " (", f.rel, "), tel ", (f.phone, "PHONE"), "\n")
    else:
        N.add("Capacity: ", r.choice(["presumed, no concerns", "assessed -- has capacity (decision specific)",
                                      "intoxicated on arrival; exam delayed 3 h until capacity regained"]), "\n")
    if pt.lang:
        N.add("Interpreter: ", c.nm(c.interp, "full"), " (", pt.lang, "), interpreter no. ", (digits(r, 6), "IDNUM"), "\n")
    N.add("\nClient signature: ________  Print: ", c.nm(pt if not c.child else c.family[0], "full"), "  Date: ", c.D(c.exam), "\n")
    N.add("Clinician: ", c.nm(c.examiner, "tfl"), ", ", c.examiner.role, "  ", c.examiner.lic_label, " ", (c.examiner.lic, "LICENSE"), "\n")
    if r.random() < 0.35:
        N.add("\nAddendum ", c.D(add_days(c.exam, r.randrange(1, 60))), ": client phoned ", r.choice(["and withdrew consent for GP letter",
                                                                                                          "to say she now wishes to report",
                                                                                                          "to ask for copy of this form"]),
              " -- noted by ", c.nm(c.admin, "full"), ".\n")


def ec_pep(c, N):
    r = c.r
    pt = c.pt
    N.add(r.choice(["EMERGENCY CONTRACEPTION AND PEPSE RECORD", "EC / HIV PEP / Hep B Prophylaxis Record",
                    "Post-exposure prophylaxis checklist (PEPSE)"]), "\n")
    N.add(sarc_h(c), "   Date: ", c.D(c.exam), "\n")
    pt_ids(c, N, inline=True, with_addr=False)
    N.add("Exposure: ", c.D(c.incident), " approx ", tm(c), "   Hours since exposure at assessment: ", str(r.randrange(3, 70)), "\n\n")
    if pt.sex == "F" and (not c.child or pt.age >= 12):
        N.add("EMERGENCY CONTRACEPTION\n")
        N.add("LMP: ", c.D(add_days(c.exam, -r.randrange(5, 34))), "   Cycle: ", str(r.randrange(24, 35)), " days\n")
        N.add("Other UPSI this cycle: ", r.choice(["no", "yes -- ", "unsure"]))
        if N.buf[-1].endswith("-- "):
            N.add(c.D(add_days(c.incident, -r.randrange(2, 9))))
        ht = r.randrange(148, 185) / 100.0
        wt = r.randrange(40, 70) if c.child else r.randrange(45, 112)
        bmi = wt / (ht * ht)
        N.add("\nWeight: ", str(wt), " kg   Height: ", str(int(ht * 100)), " cm   BMI: ", "%.1f" % bmi, "\n")
        N.add("Enzyme-inducing drugs: ", r.choice(["none", "carbamazepine", "St John's wort", "none"]), "\n")
        N.add("Cu-IUD discussed (most effective): ", r.choice(["declined", "accepted -- referred to ", "declined, wants oral"]))
        if N.buf[-1].endswith("to "):
            N.add((c.gum, "HOSPITAL"))
        N.add("\nGiven: ", r.choice(["ulipristal acetate 30 mg PO", "levonorgestrel 3 mg PO (BMI > 26)" if bmi > 26 else
                                     "levonorgestrel 1.5 mg PO"]),
              " at ", tm(c), " by ", c.nm(c.examiner, r.choice(["fi_last", "full"])), " (PGD)\n")
        N.add("Batch: ", (letters(r, 2) + digits(r, 5), "IDNUM"), "  Pregnancy test: negative. Advised test in 3 weeks.\n\n")
    N.add("HIV PEPSE RISK ASSESSMENT\n")
    N.add("Assailant: ", c.suspect.rel)
    if c.suspect.known and r.random() < 0.5:
        N.add(" (", c.nm(c.suspect, "full"), ")")
    hp = r.random() < 0.35
    if hp:
        N.add(", from high-prevalence area (", country_piece(r.choice(["Zimbabwe", "South Africa", "Malawi", "Mozambique", "Zambia"])), ")")
    N.add("; HIV status unknown\n")
    N.add("Exposure type: ", r.choice(["receptive vaginal", "receptive anal", "receptive oral only", "vaginal + anal"]),
          "; trauma/bleeding: ", r.choice(["yes", "no"]), "; multiple assailants: ", r.choice(["no", "no", "yes (2)"]), "\n")
    started = r.random() < 0.6
    N.add("Decision: PEPSE ", "RECOMMENDED and started" if started else "not recommended -- discussed, client agrees", "\n")
    if started:
        N.add("Regimen: ", r.choice(["Truvada (tenofovir DF/emtricitabine) 245/200 mg OD + raltegravir 1200 mg OD",
                                     "Descovy + dolutegravir 50 mg OD", "tenofovir/emtricitabine + raltegravir 400 mg BD"]),
              "\nStarter pack: 5 days given at ", tm(c), "; remaining 23 days from ", (c.pharmacy, "HOSPITAL"), "\n")
        N.add("Pharmacist: ", c.nm(c.pharm, "full"), ", ", c.pharm.cred, " (", c.pharm.lic_label, " ", (c.pharm.lic, "LICENSE"), ")",
              "  Tel ", (c.pharm.phone, "PHONE"), "\n")
    N.add("Baseline bloods: HIV, HBsAg/anti-HBc, HCV Ab, syphilis, U&E, LFT -- taken ", tm(c), "\n\n")
    N.add("HEPATITIS B\n")
    N.add("Vaccination history: ", r.choice(["none", "unknown", "completed course (school)", "1 dose only"]), "\n")
    if r.random() < 0.7:
        d2, d3 = add_days(c.exam, 7), add_days(c.exam, 21)
        N.add("Super-accelerated schedule (0, 7, 21 days + 12 months): dose 1 today; dose 2 due ", c.D(d2), "; dose 3 due ",
              c.D(d3), "\n")
    N.add("Tetanus: ", r.choice(["up to date", "booster given", "n/a -- no wounds"]), "\n")
    if r.random() < 0.5:
        from blocks import hn_gen
        N.add("Other: ", hn_gen(c), "\n")
    N.add("\n")
    N.add("FOLLOW-UP\n")
    N.add("Sexual health: ", (c.gum, "HOSPITAL"), ", ", c.nm(c.shdoc, "tl"), ", ", c.DR(add_days(c.exam, r.choice([3, 5, 7, 14]))),
          " ", tm(c, r.randrange(9, 17)), "\n")
    N.add("Clinic tel: ", (c.phone_new("land"), "PHONE"), "\n")
    if c.cc == "US":
        N.add("Billing: medications to crime victim compensation (claim ", ("CVC-" + digits(r, 7), "IDNUM"),
              "); insurance member ID ", (c.healthplan, "HEALTHPLAN"), " NOT billed (confidential address request).\n")
    elif c.cc == "AU":
        N.add("Medicare no. ", (c.healthplan, "HEALTHPLAN"), " -- PBS script for PEP remaining doses.\n")
    elif c.cc == "CA":
        N.add("Meds covered by provincial program; health card ", (c.healthplan, "HEALTHPLAN"), ".\n")
    elif c.cc == "IE" and r.random() < 0.6:
        N.add("Medical card: ", (c.healthplan, "HEALTHPLAN"), "\n")
    N.add("\nCompleted by: ", c.nm(c.examiner, r.choice(["tfl", "full"])), "  ", c.examiner.lic_label, " ", (c.examiner.lic, "LICENSE"), "\n")


def isva_referral(c, N):
    r = c.r
    pt = c.pt
    V = c.V
    isva_dom = c.org_domain(c.isva_org)
    N.add(r.choice(["REFERRAL FORM -- ", "Referral to ", "ADVOCACY REFERRAL: "]), V["adv_long"], " service\n")
    N.add("To: ", (c.isva_org, "ORGANIZATION"), "   Email: ", ("referrals@" + isva_dom, "EMAIL"))
    if r.random() < 0.5:
        N.add("   Fax: ", (c.phone_new("land"), "FAX"))
    N.add("\nFrom: ", c.nm(c.cw, "full"), ", ", c.cw.role, ", ", sarc_h(c), "   Tel: ", (c.cw.phone, "PHONE"), "\n")
    N.add("Date of referral: ", c.D(add_days(c.exam, r.randrange(0, 3))), "\n\n")
    N.add("CLIENT\n")
    N.add("Name: ", c.nm(pt, r.choice(["full", "LF", "fml"])))
    if pt.nick:
        N.add(" (prefers ", (pt.nick, "PATIENT"), ")")
    N.add("\nDOB: ", c.D(pt.dob), "   Age: ", (str(pt.age), "AGE"), "\n")
    N.add("Address: ", c.addr(pt.addr, multi=False), "\n")
    N.add("Phone: ", (pt.phone, "PHONE"), "   ", r.choice(["Safe to call: YES", "Safe to call: text first", "Safe to call: NO -- email only"]), "\n")
    if not c.child:
        N.add("Email: ", (pt.email, "EMAIL"), "\n")
    N.add("Preferred language: ", pt.lang or "English", "   Ethnicity: ", r.choice(ETHN[c.cc]), "\n")
    if pt.lang:
        N.add("Born in ", country_piece(pt.birth), "; immigration status: ", r.choice(["settled", "asylum seeker", "student visa",
                                                                                      "not disclosed"]), "\n")
    N.add("Disability/access needs: ", r.choice(["none", "dyslexia", "hearing impaired -- BSL", "wheelchair user", "ADHD, autism"]), "\n")
    if pt.prof:
        N.add("Occupation: ", prof_piece(pt))
        if r.random() < 0.5:
            N.add(" -- employer ", (c.employer, "ORGANIZATION"), " aware? ", r.choice(["no", "yes (line manager)"]))
        N.add("\n")
    if c.child:
        f = c.family[0]
        N.add("Parent/carer: ", c.nm(f, "full"), " (", f.rel, "), ", (f.phone, "PHONE"))
        if f.prof:
            N.add(", works as ", (f.prof, "PROFESSION"))
        N.add("\nSchool: ", (c.school, "ORGANIZATION"), "\n")
    N.add("\nINCIDENT / JUSTICE\n")
    N.add("Date of incident: ", c.D(c.incident), "   Reported to ", V["police_word"], ": ")
    rep = r.random() < 0.7
    if rep:
        N.add("YES   ", V["crime"], " ", (c.crime, "IDNUM"), "\n")
        N.add("OIC: ", officer(c, c.oic), ", ", force_piece(c), "  tel ", (c.oic.phone, "PHONE"), "\n")
        if r.random() < 0.4:
            court = c.fill(r.choice(["{t} Crown Court", "{t} Magistrates' Court", "{t} District Court", "{t} Circuit Court"]))
            N.add("Court: ", (court, "LOCATION_OTHER"), " -- trial listed ", c.D(add_days(c.exam, r.randrange(150, 600))), "\n")
    else:
        N.add("NO (undecided -- wants to talk through options with ", V["adv"], ")\n")
    N.add("Alleged perpetrator: ", c.suspect.rel)
    if c.suspect.known:
        N.add(", ", c.nm(c.suspect, "full"))
        if r.random() < 0.5:
            N.add(", lives ", (c.town_name(), "CITY"))
    N.add("\n\nNEEDS IDENTIFIED\n")
    needs = ["Emotional support", "Criminal justice navigation", "Housing -- wants to move (perpetrator lives nearby)",
             "Counselling (waiting list)", "Employment -- time off work", "Benefits / finance",
             "Sexual health follow-up", "Mental health -- GP aware", "Children's needs"]
    for n_ in r.sample(needs, r.randrange(2, 5)):
        N.add("- ", n_, "\n")
    if c.ssn and r.random() < 0.6:
        N.add({"GB": "Criminal injuries compensation claim -- NI No: ", "IE": "CICT application -- PPSN: ",
               "US": "Victim compensation application -- SSN: ", "CA": "Victim services financial aid -- SIN: "}[c.cc],
              (c.ssn, "SSN"), "\n")
    N.add("Risk: ", r.choice(["DASH 9 (standard)", "DASH 15 -- MARAC referral made", "suicidal thoughts, no plan -- safety plan",
                              "standard"]), "\n")
    N.add("Consent to referral: YES, verbal + signed ", c.D(c.exam), "\n")
    if r.random() < 0.7:
        N.add("\n--- RESPONSE (", (c.isva_org, "ORGANIZATION"), ") ---\n")
        N.add("Received ", c.D(add_days(c.exam, r.randrange(1, 4))), ". Allocated to ", c.nm(c.isva, "full"), ", ", c.isva.role,
              "\nTel: ", (c.isva.phone, "PHONE"), "   Email: ", (slug_email(c), "EMAIL"), "\n")
        N.add("First contact: ", c.D(add_days(c.exam, r.randrange(2, 8))), " by ", r.choice(["phone", "text", "email"]), " -- ",
              r.choice(["appointment booked at our office", "client not ready, will call back", "no answer x2, letter sent",
                        "meeting at client's home agreed"]), ".\n")
        if r.random() < 0.4:
            N.add("Office: ", ((str(r.randrange(1, 200)) + " " + r.choice(["Foundry", "Market", "Chapel", "Wharf"]) + " " +
                               r.choice(["Street", "Lane", "Road"])), "STREET"), ", ", (c.town_name(), "CITY"), "\n")


def slug_email(c):
    import core
    p = c.isva
    f = core.slug(p.first).replace("-", "")
    l = core.slug(p.last).replace("-", "")
    return f + "." + l + "@" + c.org_domain(c.isva_org)
