"""Expedition pre-departure medicals, return-to-duty letters, telephone encounters, port clinic reports
(dev242_en, author 242)."""
import clinical
import phi
import pools
from phi import S


def kv(c, label, *pieces):
    c.d(label, c.sep, *pieces, "\n")


REG = {"UK": ("GMC No.", "gmc"), "NO": ("HPR no.", "hpr"), "AU": ("AHPRA", "ahpra"), "US": ("NPI", "npi")}


EXPED_ORGS = ["Highline Expeditions Ltd", "Ice Margin Expeditions", "Polarvind Ekspedisjoner", "Kimberley Expedition Cruises",
              "Austral Polar Logistics", "Summit Circle Adventures", "Northbridge University", "University of Ravensholt",
              "Redpoint Mountain Travel", "Cold Latitude Science Trust", "Tussock Field Research", "Sastrugi Polar Guides AS",
              "Blue Ice Ventures LLC", "Karakoram Trails Co"]


# ---------------------------------------------------------------- expedition pre-departure medical
def expedition_premed(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", " - "])
    place, ctry, env = r.choice(pools.EXPED)
    dep = phi.shift(c.when, r.randint(20, 120))
    ret = phi.shift(dep, r.randint(14, 70))
    gp = c.clin("doctor")
    exdoc = c.clin("doctor")
    nok, rel = c.relative()
    d(S(r.choice(EXPED_ORGS), "ORGANIZATION"), "\n", r.choice(["PRE-DEPARTURE MEDICAL QUESTIONNAIRE & CLEARANCE", "Expedition Medical Screening Form",
                               "Participant medical declaration and doctor's review"]), "\n")
    d("Expedition", c.sep, S(place, "LOCATION_OTHER"))
    if ctry:
        d(", ", S(ctry, "COUNTRY"))
    d("   Departs ", c.date(dep), "   Returns ", c.date(ret), "\n")
    kv(c, "Environment", r.choice({"alt": ["high altitude, max 6,100 m", "trekking peak, max 5,400 m, 3 nights above 5,000 m"],
                                   "polar": ["polar, temperatures to -35 °C, 40 days unsupported",
                                             "glacier traverse, sledge-hauling 25 km/day", "ice-cap crossing, 28 days"],
                                   "subant": ["sub-Antarctic island, ship-based, no airstrip"],
                                   "jungle": ["remote jungle, 5 days from definitive care"]}[env]))
    d("\n1. PARTICIPANT\n")
    kv(c, "Name", c.pt_name())
    kv(c, "Date of birth", c.date(c.dob), "   Age on departure", c.sep, S(str(phi.age_of(c.dob, dep)), "AGE"))
    kv(c, "Occupation", S(c.profession("exped"), "PROFESSION"))
    kv(c, "Passport", S(phi.idnum(r, "passport"), "IDNUM"), "   Nationality", c.sep, S(c.nationality(), "COUNTRY"))
    kv(c, "Address", *c.address())
    kv(c, "Mobile", c.phone(True), "   Email", c.sep, c.email(c.pt))
    if r.random() < 0.35:
        kv(c, "Emergency contact", S(nok.full(), "FAMILY"), " (", rel, ", ", S(str(r.randint(19, 80)), "AGE"), "), ",
           c.phone(True))
    else:
        kv(c, "Emergency contact", S(nok.full(), "FAMILY"), " (", rel, "), ", c.phone(True))
    if r.random() < 0.3:
        d("   ", S(nok.given, "FAMILY"), " works as a ", S(c.profession("family"), "PROFESSION"), " and is contactable during the day.\n")
    kv(c, "GP", *c.doc_name(gp, r.choice(["dr_full", "dr_last"])), ", ", c.hospital("clinic"), ", ", S(c.city(), "CITY"))
    kv(c, "GP tel", c.phone(False), "   Fax", c.sep, c.fax())
    kv(c, "Travel insurer", c.org("insurer"), "   Policy no.", c.sep, S(phi.healthplan(r, co), "HEALTHPLAN"))
    kv(c, "24 h assistance line", c.phone(False), " (cover includes helicopter rescue to 6,000 m)")
    d("\n2. HISTORY (participant declaration)\n")
    for q in ["Heart disease / chest pain", "Asthma / lung disease", "Diabetes", "Epilepsy / fits",
              "Mental health condition", "Previous altitude or cold injury"]:
        d("- ", q, ": ", r.choice(["No", "No", "No", "No", "Yes - see below"]), "\n")
    prev = r.choice(pools.EXPED_PLACES)
    d("Altitude/cold history: ", S(prev, "LOCATION_OTHER"), " in ",
      c.date(phi.shift(c.when, -r.randint(300, 3000)), r.choice(["y", "mon_y", "month_y"])), " - ",
      r.choice(["reached summit, mild headache only", "AMS at 4,800 m, Lake Louise score 5, descended",
                "no problems", "frostnip to fingertips, resolved"]), ".\n")
    kv(c, "Medication", "; ".join(r.sample(clinical.DRUGS_CHRONIC[:-1], r.randint(1, 2))) if r.random() < 0.6 else "nil regular")
    kv(c, "Allergies", r.choice(clinical.ALLERGIES))
    d("\n3. IMMUNISATIONS\n")
    for v in r.sample(["Hepatitis A", "Typhoid", "Rabies (pre-exposure) #1", "Tetanus/diphtheria/polio", "Yellow fever",
                       "Hepatitis B #3", "Meningococcal ACWY", "Cholera (oral)"], r.randint(3, 5)):
        dt = phi.shift(c.when, -r.randint(10, 3600))
        d(v, ": ", c.date(dt, r.choice([c.ds, "mon_y", "y", c.ds])))
        if v == "Yellow fever":
            d(" - ICVP cert no. ", S(phi.pat(r, r.choice(["YF-######", "ICVP/####/##", "#######"])), "LICENSE"))
        d("\n")
    d("\n4. EQUIPMENT / DEVICES\n")
    d("Personal locator beacon hex ID ", S(phi.pat(r, "%%%%%%%%%%%%%%%"), "DEVICE"), " registered.\n")
    if r.random() < 0.4:
        d("CGM ", r.choice(["Dexcom G7", "FreeStyle Libre 3"]), " serial ", S(phi.device_serial(r), "DEVICE"),
          "; insulin pump ", r.choice(["Omnipod 5", "t:slim X2"]), " SN ", S(phi.device_serial(r), "DEVICE"), ".\n")
    d("\n5. EXPEDITION DOCTOR REVIEW (", c.date(c.when), ")\n")
    d(r.choice(["BP %d/%d, resting SpO2 %d%%, BMI %.1f." % (r.randint(108, 148), r.randint(64, 92), r.randint(96, 99),
                                                         r.uniform(19, 31)),
                "Reviewed by phone; GP summary received.", "Seen in clinic with GP letter."]), " ")
    d(r.choice(["Recommend acetazolamide 125 mg BD from day before ascent; trial dose before travel.",
                "Carry spare inhaler and prednisolone 40 mg x5 days rescue pack.",
                "Dental check before departure advised (last check > 2 years).",
                "Glucose monitoring plan agreed; spare sensors x3 and glucagon kit.",
                "Cold-weather advice given; previous frostnip, use vapour-barrier liners."]), "\n")
    kv(c, "Status", r.choice(["CLEARED", "CLEARED", "CLEARED WITH CONDITIONS", "NOT CLEARED - further information needed"]))
    d("Signed ", *c.doc_name(exdoc, r.choice(["dr_full", "full_cred"])), ", expedition medical officer. ",
      REG[co][0], " ", S(phi.licence(r, REG[co][1], co), "LICENSE"), "\n")
    if r.random() < 0.5:
        d("Form submitted online at ", S(phi.url(r, "exped"), "URL"), "\n")


# ---------------------------------------------------------------- return-to-duty letter
def return_to_duty(c):
    r, d, co = c.rng, c.d, c.country
    doc = c.clin("doctor")
    hr = c.person()
    gp = c.clin("doctor")
    scen = r.choice(clinical.SCENARIOS)
    area = r.choice(["offshore", "maritime", "aviation"])
    hosp = c.hospital("clinic")
    d(hosp, "\n", *c.address(oneline=False), "\nTel ", c.phone(False), r.choice(["  |  Fax ", "\nFax "]), c.fax(), "\n")
    d(c.email(None, r.choice(["reception", "occhealth", "admin", "aeromed"])))
    if r.random() < 0.5:
        d("  ", S(phi.url(r, "portal"), "URL"))
    d("\n\n", c.date(c.when, r.choice([c.ds, "d_month_y", "month_d_y" if co == "US" else "ord_month_y"])), "\n\n")
    d("Private and confidential\n", S(hr.form(r, r.choice(["full", "init_last"])), "FAMILY"), "\n",
      r.choice(["Crewing Manager", "HR Business Partner", "Medical Adviser", "Chief Pilot", "Marine Superintendent"]),
      "\n", c.org({"offshore": ["energy", "contractor"], "maritime": ["marine", "crewing"], "aviation": "aviation"}[area]),
      "\n", *c.address(oneline=False), "\n\n")
    d("Our ref: ", S(phi.mrn(r, co), "MRN"), r.choice(["", "   Your ref: "]))
    if d.parts[-1].strip().lower().startswith("your ref"):
        d(S(phi.idnum(r, "employee"), "IDNUM"))
    if r.random() < 0.6:
        d("\n\nDear ", hr.title(r) + " ", S(hr.family, "FAMILY"), ",\n\n")
    else:
        d("\n\nDear ", S(hr.given, "FAMILY"), ",\n\n")
    prof = c.profession(area)
    d("Re: ", S(c.pt.form(r, r.choice(["full", "formal", "UPPER"])), "PATIENT"), ", DOB ", c.date(c.dob),
      ", ", S(prof, "PROFESSION"), "\n\n")
    inj = phi.shift(c.when, -r.randint(14, 120))
    d("I reviewed ", *c.pt_ref(), r.choice([", a ", ", a ", ", who is "]))
    if d.parts[-1].endswith("is "):
        d(*c.age_pieces(r.choice(["words", "aged"])))
    else:
        if r.random() < 0.25:
            d(S(phi.age_words(c.age), "AGE"), "-year-old")
        else:
            d(S(str(c.age), "AGE"), "-year-old")
        d(" ", S(prof, "PROFESSION"))
    d(", in clinic on ", c.date(phi.shift(c.when, -r.randint(0, 5))), ". As you know, ",
      "he" if c.pt.sex == "M" else "she", " was ", r.choice(["landed", "repatriated", "sent home", "medically evacuated",
                                                          "grounded"]), " on ",
      c.date(inj, "ordinal_day") if r.random() < 0.25 else c.date(inj), " with ", scen["dx"], ". ")
    d(r.choice(["Treatment was completed at ", "Follow-up took place at ", "Definitive care was provided at "]), c.hospital("hosp"),
      r.choice([" and recovery has been uneventful. ", ", with a good recovery. ", "; symptoms have now settled. "]))
    d("Today ", r.choice(["examination was normal", "there was full range of movement and normal strength",
                          "obs were within normal limits (BP %d/%d, HR %d)" % (r.randint(112, 138), r.randint(68, 86), r.randint(58, 84)),
                          "ECG showed sinus rhythm 64/min, QTc 410 ms", "FBC and CRP had normalised (CRP <5 mg/L)"]), ".\n\n")
    rtd = phi.shift(c.when, r.randint(0, 21))
    d(r.choice(["In my opinion ", "I consider that ", "On the basis of today's assessment "]),
      "he" if c.pt.sex == "M" else "she", " is fit to return to ", {"offshore": "offshore duties", "maritime": "sea-going duties",
                                                                   "aviation": "flying duties"}[area], " from ", c.date(rtd))
    d(r.choice([" without restriction.", ", initially on day shifts only for 2/52.",
                ", with no heavy lifting (> 15 kg) for 4 weeks.", ", subject to review in 6/52.",
                ", following a satisfactory review by the authority medical assessor."]), "\n")
    if area == "aviation":
        d("The medical certificate limitation has been removed; the authority has been informed (ref ",
          S(phi.idnum(r, "caa"), "IDNUM"), ").\n")
    if area == "offshore" and r.random() < 0.6:
        d("The offshore medical certificate (no. ", S(phi.licence(r, "medcert", co), "LICENSE"), ") remains valid until ",
          c.date(phi.shift(c.when, r.randint(60, 700))), ".\n")
    d("A follow-up appointment has been arranged for ", c.date(phi.shift(rtd, r.randint(14, 60)),
                                                           r.choice([c.ds, phi.weekday_style(co), "wd_d_month_y"])), ".\n\n")
    d("This letter is copied to ", *c.pt_ref(), " with ", "his" if c.pt.sex == "M" else "her",
      " consent. Please contact me on ", c.phone(False), " or ", c.email(doc), " if anything is unclear.\n\n")
    d(r.choice(["Yours sincerely", "Kind regards", "Yours faithfully"]), ",\n\n", *c.doc_name(doc, r.choice(["dr_full", "full_cred"])), "\n")
    d(r.choice(["Consultant Occupational Physician", "Approved Doctor / AME", "Occupational Health Physician",
                "Aviation Medical Examiner", "Senior Medical Officer"]), "\n", REG[co][0], " ",
      S(phi.licence(r, REG[co][1], co), "LICENSE"), "\n\n")
    d("cc: ", *c.doc_name(gp, r.choice(["dr_full", "dr_last"])), ", ", c.hospital("clinic"), "\n")
    if co == "AU" and r.random() < 0.5:
        d("Medicare no. ", S(phi.healthplan(r, "AU"), "HEALTHPLAN"), "\n")
    if r.random() < 0.4:
        d(S(doc.initials(dots=False), "DOCTOR"), "/", S(c.person().initials(dots=False).lower(), "DOCTOR"), "  ",
          c.date(c.when, "dm" if co != "US" else "md"), "\n")


# ---------------------------------------------------------------- telephone encounter
def telephone_encounter(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", ": "])
    rn = c.clin("nurse")
    doc = c.clin("doctor")
    scen = r.choice(clinical.SCENARIOS)
    caller_kind = r.choice(["self", "self", "family", "employer", "medic"])
    d(r.choice(["TELEPHONE ENCOUNTER", "Phone note", "Telephone consultation record"]), "\n")
    kv(c, "Date/time", c.date(c.when), " %02d:%02d" % (r.randint(7, 18), r.randint(0, 59)))
    kv(c, "Encounter #", S(phi.account(r), "ACCOUNT"))
    kv(c, "Patient", c.pt_name(["LAST_FIRST", "last_first", "full"]), "   MRN", c.sep, S(phi.mrn(r, co), "MRN"))
    kv(c, "DOB", c.date(c.dob), "   Age", c.sep, S(str(c.age), "AGE"))
    if co in ("US", "NO") and r.random() < 0.45:
        kv(c, "SSN" if co == "US" else "National ID no.", S(phi.ssn(r, co), "SSN"))
    if co == "US" and r.random() < 0.6:
        kv(c, "Plan", c.org("healthplan"), " member ID ", S(phi.healthplan(r, "US"), "HEALTHPLAN"))
    fam, rel = c.relative()
    if caller_kind == "self":
        kv(c, "Caller", "patient")
    elif caller_kind == "family":
        kv(c, "Caller", rel, " ", S(fam.full(), "FAMILY"))
    elif caller_kind == "employer":
        kv(c, "Caller", S(fam.full(), "FAMILY"), ", crew coordinator, ", c.org(["marine", "energy", "contractor", "crewing"]))
    else:
        kv(c, "Caller", "offshore medic ", S(c.clin("nurse").full(), "DOCTOR"), " on ", c.installation()[0],
           S(r.choice(pools.INSTALLATIONS).replace("_", " "), "LOCATION_OTHER"))
    kv(c, "Callback", c.phone(True))
    d("\nReason: ", scen["cc"], r.choice([" - home on leave", " - on field break", " - post-trip", " - due to fly out"]), "\n")
    home_evt = phi.shift(c.when, -r.randint(1, 10))
    d("S: ", r.choice(scen["hpi"]), " Came home from ", r.choice(["hitch", "trip", "rotation", "tour"]), " on ",
      c.date(home_evt, r.choice([phi.weekday_style(co), "weekday", c.ds])), ". ")
    if caller_kind == "family":
        d(S(fam.given, "FAMILY"), " (", rel, ") reports ", "he" if c.pt.sex == "M" else "she", " ", r.choice([
            "is not himself", "has been sleeping a lot", "seems in more pain today", "is managing with paracetamol"]).replace(
            "himself", "himself" if c.pt.sex == "M" else "herself"), ". ")
    if r.random() < 0.3:
        hol = {"UK": ["Christmas", "Boxing Day", "New Year's Day", "Easter Monday", "Hogmanay"],
               "NO": ["Christmas Eve", "17 May", "Easter", "New Year's Eve"],
               "AU": ["Anzac Day", "Australia Day", "Christmas", "Boxing Day"],
               "US": ["Thanksgiving", "July 4th", "Labor Day", "Christmas", "Memorial Day"]}[co]
        d(r.choice(["Was due back offshore after ", "Symptoms began over ", "Last felt well at "]), S(r.choice(hol), "DATE"),
          ". ")
    d("Meds: ", r.choice(clinical.DRUGS_CHRONIC), ". Allergies: ", r.choice(clinical.ALLERGIES), ".\n")
    d("O: telephone only. ", r.choice(["Speaking full sentences.", "Pt self-reports temp 38.2 °C.",
                                      "Home BP reading 146/92.", "Sounds comfortable."]), "\n")
    hedged = scen["dx"].split()[0] in ("probable", "possible", "suspected", "first", "new")
    d("A: ", "" if hedged else r.choice(["?", "likely ", "possible "]), scen["dx"], ".\n")
    ed = r.random() < 0.25
    d("P: ", "Advised ED attendance at " if ed else r.choice(["Advised to attend ", "Appointment booked at ",
                                                              "Redirected to "]),
      c.hospital("hosp" if ed else "clinic"), " ", c.date(phi.shift(c.when, r.randint(0, 3)), r.choice([phi.weekday_style(co), "weekday", c.ds])),
      r.choice([" at 09:40.", " am clinic.", " 14:15.", "."]), " ", r.choice([
          "Not fit to travel offshore until reviewed.", "Safety-netting advice given.", "Note to employer not required.",
          "Will need fitness review before next rotation.", "Worsening advice given; 999/000/911 if chest pain."]), "\n")
    if r.random() < 0.35:
        d("Rx ", r.choice(["naproxen 500 mg BD x5/7", "amoxicillin 500 mg TDS x5/7", "omeprazole 20 mg OD",
                           "salbutamol inhaler"]), " sent electronically to ", c.hospital("pharmacy"), ".\n")
    d("Routed to ", *c.doc_name(doc, r.choice(["dr_last", "dr_full"])), " for review.\n")
    d("Documented by ", *c.doc_name(rn, r.choice(["full_cred", "nurse_full"])), " (user ", S(phi.username(r, rn), "USERNAME"),
      ")\n")
    if r.random() < 0.35:
        d("Video link offered: ", S(phi.url(r, "portal"), "URL"), r.choice([" - declined.", " - sent by SMS."]), "\n")
    if r.random() < 0.3:
        d("Addendum ", c.date(phi.shift(c.when, 1), phi.dm_style(co)), ": ", *c.doc_name(doc, "dr_last"),
          " agrees with plan. Call back logged from ", S(phi.ipaddr(r), "IPADDR"), " (remote access).\n")


# ---------------------------------------------------------------- port clinic / crew consultation report (own genre)
def port_clinic(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", " "])
    doc = c.clin("doctor")
    agent = c.person()
    scen = clinical.scen_for(r, "s", country=co)
    pre, vessel = c.vessel()
    prof = c.profession("maritime")
    d(c.hospital(), " - ", r.choice(["CREW MEDICAL REPORT FOR SHIP'S AGENT", "Seafarer consultation report",
                                     "Medical report - crew member (port visit)"]), "\n")
    kv(c, "Date", c.date(c.when), "   Time seen ", clinical.fmt_time(r, "hh:mm"))
    kv(c, "Agent", S(agent.full(), "FAMILY"), ", ", c.org("agent"), "   tel ", c.phone(True))
    kv(c, "Vessel", pre, " ", S(vessel, "LOCATION_OTHER"), "   IMO ", S(phi.vehicle_imo(r), "VEHICLE"),
       r.choice(["   berth ", "   alongside berth ", "   at anchor, area "]), S(str(r.randint(1, 40)), "LOCATION_OTHER"))
    kv(c, "Crew member", c.pt_name(["LAST_FIRST", "full", "last_first"]), "   Rank", c.sep, S(prof, "PROFESSION"))
    nat = c.nationality()
    kv(c, "DOB", c.date(c.dob), "   Nationality", c.sep, S(nat, "COUNTRY"), "   Passport", c.sep,
       S(phi.idnum(r, "passport"), "IDNUM"))
    kv(c, "Patient no.", S(phi.mrn(r, co), "MRN"))
    d("\nComplaint: ", scen["cc"], ". ", r.choice(scen["hpi"]), "\n")
    d("Examination: ", r.choice(scen["exam"]), "\n", clinical.vitals(r, scen, r.choice(["inline", "list"])), "\n")
    d("Investigations: ", clinical.investigation(r, scen), "\n")
    d("Diagnosis: ", scen["dx"], " (", scen["icd"], ")\n")
    d("Treatment: ", "; ".join(scen["tx"][:3]), ".\n")
    outcome = r.choice(["FIT FOR DUTY", "FIT FOR LIGHT DUTY x5 days", "UNFIT FOR DUTY - hospital admission",
                        "UNFIT - repatriation recommended"])
    d("\nFitness: ", outcome, "\n")
    if "repatriation" in outcome or "admission" in outcome:
        home = {"UK": "UK", "United Kingdom": "UK", "England": "UK", "Scotland": "UK", "Wales": "UK", "Norway": "NO",
                "Australia": "AU", "USA": "US", "United States": "US"}
        if nat in home:
            city = c.city(home[nat])
        else:
            city = r.choice(pools.OVERSEAS_CITIES[nat]) if nat in pools.OVERSEAS_CITIES else None
        d("Repatriation to ")
        if city:
            d(S(city, "CITY"), ", ")
        d(S(nat, "COUNTRY"), " as sitting passenger with escort once fit to fly",
          " (expected ", c.date(phi.shift(c.when, r.randint(2, 12))), ").\n")
    d("Follow-up: ", r.choice(["see ship's doctor/master log", "review at next port", "TMAS if worse",
                               "re-check wound in 48 h"]), ".\n")
    d("\nBILLING\n")
    kv(c, "P&I club / insurer", c.org("pi"), "   Policy", c.sep, S(phi.healthplan(r, co), "HEALTHPLAN"))
    kv(c, "Claim ref", S(phi.account(r), "ACCOUNT"), "   Invoice", c.sep, S(phi.account(r), "ACCOUNT"))
    kv(c, "Guarantee of payment received", c.date(c.when, r.choice([c.ds, phi.dm_style(co)])))
    d("\n", *c.doc_name(doc, r.choice(["dr_full", "full_cred", "last_first_cred"])), "   ", REG[co][0], " ",
      S(phi.licence(r, REG[co][1], co), "LICENSE"), "\n", c.email(doc), "   Fax ", c.fax(), "\n")
