"""Travel clinic notes (pre-travel consultations, vaccine records, post-travel review)."""
import datetime as dt

import pools as P
from phi import Doc, Phi, fmt_date, rd, rl
from case import build_case, base_ctx, hhmm
from common import setup_common, staff, cred, fam, signature, audit_footer, ALLERGIES, age_sex, pmh_items

VACC = {
    "Hepatitis A": ("Havrix 1440", "IM L deltoid"), "Typhoid (Vi)": ("Typhim Vi", "IM R deltoid"),
    "Yellow fever": ("Stamaril", "SC L upper arm"), "Rabies PrEP": ("Rabipur", "IM L deltoid"),
    "Cholera (oral)": ("Dukoral", "oral"), "Japanese encephalitis": ("Ixiaro", "IM R deltoid"),
    "Meningococcal ACWY": ("Nimenrix", "IM L deltoid"), "Tdap booster": ("Boostrix", "IM R deltoid"),
    "Hepatitis B": ("Engerix-B", "IM R deltoid"), "Polio booster (IPV)": ("Revaxis", "IM L deltoid"),
    "MMR": ("Priorix", "SC R upper arm"), "Influenza": ("Vaxigrip Tetra", "IM L deltoid"),
}
PURPOSE = ["holiday", "trekking", "visiting friends and relatives", "volunteering", "work", "backpacking",
           "honeymoon", "pilgrimage", "school trip", "research fieldwork"]
MALARIA = ["Atovaquone/proguanil 250/100 mg daily, start 1-2 days before entering risk area, continue 7 days after "
           "leaving", "Doxycycline 100 mg daily, start 2 days before, continue 4 weeks after leaving",
           "Mefloquine 250 mg weekly - not suitable (history of anxiety); changed to atovaquone/proguanil",
           "Not required for itinerary - bite avoidance only"]


def make(r, loc):
    lo, hi = (18, 78) if r.random() < 0.85 else (2, 17)
    c = build_case(r, loc, "travel_clinic", lo, hi)
    X = base_ctx(c)
    setup_common(c, X, fac_kind="travel")
    staff(c, X, "md", c.ch(["doctor", "nurse", "nurse", "pharmacist"]))
    staff(c, X, "rn", "nurse")
    # itinerary
    k = c.ch([1, 1, 2, 2, 3])
    dests = r.sample(P.COUNTRIES_TRAVEL, k)
    if c.p(0.15):
        dests = [d for d in P.COUNTRIES_TRAVEL if d[0] == "Saudi Arabia"] + dests[:1]
    purpose = c.ch(PURPOSE) if c.age >= 18 else c.ch(["holiday", "visiting friends and relatives", "school trip"])
    if any(d[0] == "Saudi Arabia" for d in dests):
        purpose = "pilgrimage"
    X["purpose"] = purpose
    depart = c.visit + dt.timedelta(days=r.randint(10, 60))
    legs = []
    cur = depart
    for country, cities in dests:
        n = r.randint(5, 21)
        legs.append((Phi(country, "COUNTRY"), Phi(c.ch(cities), "CITY"), cur, cur + dt.timedelta(days=n)))
        cur = cur + dt.timedelta(days=n)
    X["legs"] = legs
    X["depart"] = c.D(depart)
    X["depart_l"] = c.Dl(depart)
    X["return"] = c.D(cur)
    X["weeks"] = str(max(1, round((cur - depart).days / 7)))
    X["passport"] = c.idnum("passport")
    X["icvp"] = Phi(c.ch(["YF", "ICVP-", "", "Y"]) + rd(r, 7), "LICENSE")
    X["companion"] = c.ch([None, "f1", "f1", "f2"])
    X["org_trip"] = Phi(c.ch(["{s} Foundation", "{s} Volunteers", "{s} Mission Trust", "{s} Expeditions",
                              "{s} Water Project"]).format(s=c.ch(P.EMPLOYER_STEM)), "ORGANIZATION")
    # vaccines
    names = list(VACC)
    need = ["Hepatitis A", "Typhoid (Vi)"]
    if any(d[0] in ("Kenya", "Tanzania", "Uganda", "Ghana", "Nigeria", "Peru", "Brazil", "Colombia", "Bolivia",
                    "Ethiopia", "Ecuador", "Senegal", "Zambia", "Rwanda") for d in dests):
        need.append("Yellow fever")
    if purpose in ("trekking", "backpacking", "research fieldwork", "volunteering"):
        need.append("Rabies PrEP")
    if any(d[0] in ("Vietnam", "Cambodia", "Thailand", "Laos", "Myanmar", "Philippines", "Indonesia", "India",
                    "Nepal") for d in dests) and c.p(0.5):
        need.append("Japanese encephalitis")
    if purpose == "pilgrimage":
        need.append("Meningococcal ACWY")
    need.append(c.ch(["Tdap booster", "Polio booster (IPV)", "Hepatitis B", "Influenza", "Cholera (oral)"]))
    seen = []
    for n in need:
        if n not in seen:
            seen.append(n)
    X["vaccines"] = seen
    X["malaria"] = c.ch(MALARIA)
    X["prev_vax"] = [("Tetanus/diphtheria", Phi(str(c.visit.year - r.randint(2, 15)), "DATE")),
                     ("Hepatitis A #1", c.D(c.days(r.randint(400, 3000)))),
                     ("Typhoid", Phi(fmt_date(c.days(r.randint(800, 2500)), "mon_year"), "DATE"))]
    r.shuffle(X["prev_vax"])
    X["prev_vax"] = X["prev_vax"][:r.randint(1, 3)]
    fn = c.ch([risk_form, risk_form, letter, vax_record, post_travel if c.p(0.5) and c.age >= 16 else risk_form])
    d = Doc()
    fn(c, X, d)
    return c, d, fn.__name__


def itinerary(c, X, d, table=True):
    w = d.w
    if table:
        d.t("Itinerary:\n  Country            | City/region        | Dates\n")
        for co, ci, a, b in X["legs"]:
            d.add("  ", co, " " * max(1, 19 - len(co.v)), "| ", ci, " " * max(1, 19 - len(ci.v)), "| ", c.D(a),
                  " - ", c.D(b), "\n")
    else:
        d.t("Travelling to ")
        for i, (co, ci, a, b) in enumerate(X["legs"]):
            if i:
                d.t(", then ")
            d.add(ci, ", ", co, " (", c.D(a), " to ", c.D(b), ")")
        d.t(".\n")


def vaccine_lines(c, X, d, given_date=None):
    r = c.r
    for v in X["vaccines"]:
        brand, site = VACC[v]
        batch = rl(r, 2) + rd(r, 3) + rl(r, 1) + rd(r, 1)
        d.w("  - " + v + " (" + brand + ") " + site + ", batch " + batch + ", given by {md_INI}\n", X)


def risk_form(c, X, d):
    w = d.w
    w("{fac}\nPRE-TRAVEL RISK ASSESSMENT\n\n", X)
    w("Name: {pt}    DOB: {dob}    Age: {age}\n", X)
    w("Address: {addr}\nPhone: {ph_m}   Email: {email}\n", X)
    w("Passport no. (for certificate): {passport}\n", X)
    w("Appointment: {dv}   Clinician: {md}" + cred(X, "md") + "\n\n", X)
    w("Departure: {depart}   Return: {return}   Duration: approx {weeks} weeks\n", X)
    w("Purpose: {purpose}", X)
    if X["purpose"] in ("volunteering", "research fieldwork", "school trip"):
        w(" with {org_trip}", X)
    elif X["purpose"] == "work":
        w(" ({occ_s} for {employer})" if X["occ"] is not None else " (for {employer})", X)
    elif X["purpose"] == "visiting friends and relatives":
        w(" - born in {birth_country}, staying with family" if c.age >= 18 else
          " - family originally from {birth_country}", X)
    d.t("\n")
    itinerary(c, X, d, table=True)
    if X["companion"]:
        k = X["companion"]
        w("Travelling with: {" + k + "_rel} {" + k + "}\n", X)
    if X["purpose"] == "visiting friends and relatives":
        acc, act = "family home", c.ch(["rural village stays", "city and village visits"])
    elif X["purpose"] == "trekking":
        acc, act = "lodges on trek", "trekking to 4,500 m"
    else:
        acc = c.ch(["hotels", "hostels and camping", "guesthouses", "resort"])
        act = c.ch(["diving", "rural village stays", "city only", "safari", "beach and sightseeing"])
    w("Accommodation: " + acc + ". Activities: " + act + ".\n\n", X)
    items = pmh_items(c, X) if c.age >= 16 else []
    d.t("Medical history: ")
    if items:
        for i, it in enumerate(items):
            d.add(it)
            d.t("; " if i < len(items) - 1 else ".\n")
    else:
        d.t("nil significant.\n")
    w("Allergies: " + c.ch(ALLERGIES) + ". Pregnancy: " + ("n/a" if c.pt.sex == "M" or c.age > 52 or c.age < 13 else
                                                          c.ch(["not pregnant", "planning pregnancy - advised"])) +
      ".\n", X)
    d.t("Previous travel vaccines: ")
    for i, (nm, dte) in enumerate(X["prev_vax"]):
        d.add(nm, " ", dte, "; " if i < len(X["prev_vax"]) - 1 else ".\n")
    w("\nVaccines given today ({dv}):\n", X)
    vaccine_lines(c, X, d)
    if "Yellow fever" in X["vaccines"]:
        w("ICVP certificate no. {icvp} issued, valid from {valid_from}.\n", X, valid_from=c.D(c.visit +
                                                                                         dt.timedelta(days=10)))
    if "Rabies PrEP" in X["vaccines"]:
        w("Rabies dose 2 due {d_fu}.\n", X)
    w("\nMalaria: " + X["malaria"] + ".\n", X)
    if X["purpose"] == "trekking" or any(co.v in ("Nepal", "Peru", "Bolivia", "Ecuador") for co, _, _, _ in X["legs"]):
        d.t("Altitude: discussed gradual ascent (no more than 500 m/night sleeping altitude above 3,000 m), rest day "
            "every 3-4 days, recognition of AMS/HACE/HAPE; acetazolamide 125 mg BD prescribed as prophylaxis.\n")
    if "Rabies PrEP" in X["vaccines"]:
        d.t("Rabies: avoid contact with dogs, cats, monkeys and bats. After any bite/scratch wash wound with soap "
            "and water for 15 min and seek post-exposure treatment urgently even though pre-exposure doses given.\n")
    w("Advice given: food and water hygiene, bite avoidance (DEET 30-50%), travellers' diarrhoea self-treatment, "
      "sun, road safety, sexual health, travel insurance.\n", X)
    w("Consent obtained verbally. Post-vaccine observation 15 {mins}, no reaction.\n\n", X)
    for s in signature(c, X, "md", c.ch(["plain", "reg", "esig"])):
        w(s, X)
    if c.p(0.4):
        w(audit_footer(c, X), X)


def letter(c, X, d):
    w = d.w
    w("{fac}\n{fac_addr}\n{fac_ph} | {fac_email} | {fac_url}\n\n", X)
    w("{dv}\n\n{pt}\n{addr_ml}\n\n", X)
    w("Dear {pt_f},\n\n", X)
    w("Thank you for attending the travel clinic on {dvl} to prepare for your trip. A summary is below; please keep "
      "it with your travel documents.\n\n", X)
    itinerary(c, X, d, table=False)
    w("Departure {depart_l}; purpose: {purpose}.\n\n", X)
    w("Vaccines given:\n", X)
    vaccine_lines(c, X, d)
    if "Yellow fever" in X["vaccines"]:
        w("Your yellow fever certificate (no. {icvp}) becomes valid 10 days after vaccination. Please carry it with "
          "your passport ({passport}).\n", X)
    w("\nMalaria tablets: " + X["malaria"] + ". A private prescription was sent to {pharmacy}.\n\n", X)
    d.t("Other advice we discussed: avoid mosquito bites day and night (repellent with 30-50% DEET, long sleeves, "
        "treated nets); drink bottled or treated water; carry oral rehydration salts; use a reliable condom; arrange "
        "comprehensive travel insurance; and register your trip with your government's travel advice service.\n\n")
    w("Follow-up: " + c.ch(["please book your second dose for {d_fu}", "no further doses needed before travel",
                            "call us on {fac_ph} to book your booster"]) + ".\n", X)
    w("If you become unwell with a fever within a year of returning, seek medical attention promptly and mention "
      "your travel.\n\n", X)
    w("Kind regards,\n\n{md}\n" + (X["md_cred"] + "\n" if X["md_cred"] else "") + "{fac}\n", X)
    if c.p(0.5):
        w("cc: {Dr} {gp_l}, {gp_practice}\n", X)


def vax_record(c, X, d):
    w = d.w
    r = c.r
    w("TRAVEL VACCINATION RECORD - {fac}\n", X)
    w("Patient: {pt_LFU}   DOB: {dob}   Record no: {mrn}\n", X)
    w("{hp_l}: {hp}\n", X)
    w("Trip: ", X)
    for i, (co, ci, a, b) in enumerate(X["legs"]):
        d.add(co, " (", c.D(a), "-", c.D(b), ")", ", " if i < len(X["legs"]) - 1 else "\n")
    d.t("\n")
    d.t("Date        | Vaccine                  | Batch      | Site          | By\n")
    d.t("-" * 72 + "\n")
    for v in X["vaccines"]:
        brand, site = VACC[v]
        batch = rl(r, 2) + rd(r, 4)
        d.add(c.D(c.visit), " | ", f"{v:<24} | {batch:<10} | {site:<13} | ", X["md_INI"], "\n")
    for nm, dte in X["prev_vax"]:
        d.add(dte, " | ", f"{nm:<24} | {'(history)':<10} | {'-':<13} | ", "elsewhere", "\n")
    d.t("\n")
    w("Malaria chemoprophylaxis: " + X["malaria"] + ".\n", X)
    w("Pre-vaccination checklist: well today, not pregnant, no immunosuppression, no egg/gelatin allergy, no "
      "previous reaction. Information sheets given for each vaccine. Consent: verbal.\n", X)
    w("Adverse events: nil. Observed 15 {mins}.\n", X)
    w("Next due: {d_fu}\n", X)
    w("Recorded by {md}" + cred(X, "md") + " and checked by {rn_Fl}.\n", X)
    if c.p(0.5):
        w("Uploaded to immunisation register by user {uname} from {ip}.\n", X, uname=c.username(X["md_obj"].per))


def post_travel(c, X, d):
    w = d.w
    back = c.days(c.r.randint(3, 20))
    X["back"] = c.D(back)
    w("{fac}\nPOST-TRAVEL CONSULTATION\n\n", X)
    w("{pt} | " + age_sex(c, X) + " | DOB {dob} | MRN {mrn}\n", X)
    w("Seen {dv} by {md}" + cred(X, "md") + "\n\n", X)
    w("Returned {back} from ", X)
    for i, (co, ci, a, b) in enumerate(X["legs"]):
        d.add(ci, ", ", co, " and " if i < len(X["legs"]) - 1 else "")
    w(" ({purpose}). Pre-travel advice at this clinic on {d_prev}.\n", X)
    w("Symptoms: fever to 38.9 since {onset_wd}, headache, myalgia, loose stools x3/day. No rash, no bleeding. "
      + c.ch(["Took malaria prophylaxis as prescribed.", "Stopped malaria tablets early.",
              "Did not take malaria prophylaxis."]) + "\n", X)
    w("Exposures: mosquito bites, " + c.ch(["fresh water swimming", "street food", "animal contact (monkey scratch)",
                                            "no animal contact"]) + ".\n", X)
    w("Exam: T 38.4, HR 104. Mild hepatosplenomegaly? Nil else.\n", X)
    w("Ix: malaria RDT + thick/thin films x3 (specimen {spec}), FBC, LFT, blood cultures, dengue NS1/serology.\n", X)
    w("Plan: referred same day to infectious diseases at {hosp2} ({Dr} {md2}); letter and results to follow. "
      "Advised to attend ED if worse.\n", X, md2=Phi(c.person().full, "DOCTOR"))
    w("Differential: malaria (must be excluded urgently), dengue, enteric fever, rickettsial infection, "
      "leptospirosis, acute HIV. Vaccines pre-travel: " + ", ".join(X["vaccines"]) + ".\n", X)
    w("Malaria RDT negative, film pending at {t2}. Discussed with microbiology.\n", X)
    w("Contact: {ph_m}. {gpw_cap}: {gp_practice}.\n\n", X)
    for s in signature(c, X, "md"):
        w(s, X)
