"""Genre: travel oxygen letters (fitness-to-fly letters, POC statements,
holiday oxygen requests)."""
import datetime as dt

import phi
import clinical as CL
import common as CM
import pools_places as PP
from case import name, doc_ref
from nb import Note, P

GENRE = "travel_letter"


def _dest(rng, cs):
    home = {"UK": "United Kingdom", "US": "United States", "AU": "Australia", "CA": "Canada", "IE": "Ireland"}[cs.c]
    opts = [d for d in PP.DESTINATIONS if d[0] != home]
    country, cities = rng.choice(opts)
    return country, rng.choice(cities)


def _hct(rng, cs):
    units = CL.kpa_units(cs.c, rng)
    base = rng.randint(90, 96)
    low = rng.randint(80, 88)
    po2 = rng.uniform(5.6, 7.1)
    return ("Hypoxic challenge test (FiO2 15%% for 20 min): SpO2 %d%% -> %d%%, PaO2 %s %s; "
            "on %s L/min nasal O2 during challenge SpO2 %d%%." % (base, low, CL.fmt_gas(po2, units), units,
                                                                  rng.choice(["1", "2", "2", "3"]), rng.randint(90, 95)))


def letter(rng, cs, n):
    dest_c, dest_city = _dest(rng, cs)
    airline = rng.choice(PP.AIRLINES)
    out_d = CM.later(cs.visit, rng.randint(14, 90))
    back_d = CM.later(out_d, rng.randint(5, 35))
    poc = rng.choice(CL.POCS)
    n.ln(P(cs.hosp, "HOSPITAL"))
    n.ln(rng.choice(["Respiratory Medicine", "Home Oxygen Service", "Department of Respiratory & Sleep Medicine", "Pulmonary Associates"]))
    n.ln("Tel ", P(cs.hosp_phone, "PHONE"), "  Fax ", P(cs.hosp_fax, "FAX"))
    if rng.random() < 0.4:
        n.ln(P(phi.email(rng, cs.cons.first, cs.cons.last), "EMAIL"))
    n.ln("")
    n.ln(cs.d(rng, style=rng.choice(["long", "ord", "num", "short"])))
    n.ln("")
    n.ln(rng.choice(["To whom it may concern", "Dear Medical Officer,", "Dear Sir/Madam,", "To the airline medical department"]))
    if rng.random() < 0.6:
        n.ln(P(airline, "ORGANIZATION"), " Special Assistance / MEDA desk")
    n.ln("")
    n.ln("RE: ", cs.pt_name(rng, rng.choice(["tfull", "full", "LFU"])), "   DOB ", cs.dob_s(rng))
    n.ln("Address: ", cs.addr(rng, with_country=rng.random() < 0.4))
    if rng.random() < 0.6:
        n.ln("Passport no: ", P(phi.passport(rng), "IDNUM"), "   Booking ref: ", P(phi.booking_ref(rng), "IDNUM"))
    n.ln("")
    n.w("I can confirm that the above patient is under the care of our service for ", CL.dx(rng)[1],
        ". They use long-term oxygen at ", CL.flow(rng), " L/min for ", CL.hours(rng), " hours per day at home",
        rng.choice([" and are currently clinically stable, with no exacerbation in the last 6 weeks.", ", and their condition is stable."]), " ")
    n.w("They plan to travel to ", P(dest_city, "CITY"), ", ", P(dest_c, "COUNTRY"), " with ", P(airline, "ORGANIZATION"), ", departing ",
        P(phi.fmt_date(rng, out_d, cs.c, rng.choice(["long", "num", "short", "wklong"])), "DATE"), " and returning ",
        P(phi.fmt_date(rng, back_d, cs.c, rng.choice(["long", "num", "short"])), "DATE"), ". ")
    n.ln("")
    n.ln("")
    n.ln(_hct(rng, cs))
    n.ln("")
    n.w("They are fit to fly provided supplemental oxygen is available at ", rng.choice(["2", "2", "3", "1"]), " L/min continuous (or ",
        poc, " on pulse setting ", str(rng.randint(2, 4)), ") for the whole flight including taxiing. ")
    n.w("The ", poc, " is FAA-approved; they should carry batteries for at least 150% of the expected flight duration (",
        rng.choice(["about 9 hours", "about 14 h", "approx. 22 hours incl. connection", "4.5 h"]), "). ")
    n.w("They do not require oxygen for the airport transfer but will need wheelchair assistance at ",
        P(rng.choice([dest_city + " Airport", dest_city + " International"]), "LOCATION_OTHER"), ". ")
    n.ln("")
    n.ln("")
    if rng.random() < 0.6:
        sup = rng.choice(["Sol y Aire Medical", "Oxigen Lusitania Lda", "Aria Salute Srl", "Tlen-Med Sp. z o.o.", "Island Oxy Services",
                          "Pacific Breath Ltd", "Kaveri Oxygen Supplies"])
        n.ln("Oxygen at destination has been arranged with ", P(sup, "ORGANIZATION"), " for delivery to ",
             P(rng.choice(PP.HOTELS), "LOCATION_OTHER"), " on ", P(phi.fmt_date(rng, out_d, cs.c, "dmon"), "DATE"), ".")
    if rng.random() < 0.5:
        n.ln("Travel insurance: ", P(rng.choice(["Globetrek Insurance", "SafeHaven Travel Cover", "BlueSky Assure"]), "ORGANIZATION"), " policy ",
             P(phi.member_id(rng), "HEALTHPLAN"), " (pre-existing conditions declared).")
    n.ln("")
    n.ln("Please do not hesitate to contact me if you require further information.")
    n.ln("")
    n.ln(rng.choice(["Yours faithfully,", "Yours sincerely,", "Kind regards,", "Sincerely,"]))
    n.ln("")
    roles = {"UK": ["Consultant Respiratory Physician", "Consultant in Respiratory Medicine"],
             "IE": ["Consultant Respiratory Physician", "Consultant Respiratory Physician (Locum)"],
             "US": ["Pulmonologist", "Attending Physician, Pulmonary & Critical Care"],
             "CA": ["Staff Respirologist", "Respirologist"],
             "AU": ["Respiratory Physician", "Staff Specialist, Respiratory & Sleep Medicine"]}[cs.c]
    n.w(CM.sig(rng, cs, cs.cons, rng.choice(roles), lic=rng.random() < 0.7))


def faa(rng, cs, n):
    poc = rng.choice(CL.POCS)
    dest_c, dest_city = _dest(rng, cs)
    out_d = CM.later(cs.visit, rng.randint(10, 60))
    n.ln(rng.choice(["PHYSICIAN'S STATEMENT - PORTABLE OXYGEN CONCENTRATOR (POC) USE ON BOARD", "Medical Information Form (MEDIF) - Part 2",
                     "POC Medical Statement for Air Travel"]))
    n.ln("Airline: ", P(rng.choice(PP.AIRLINES), "ORGANIZATION"), "   Confirmation #: ", P(phi.booking_ref(rng), "IDNUM"))
    n.ln("Passenger name: ", cs.pt_name(rng, rng.choice(["LFU", "full", "LF"])), "   DOB: ", cs.dob_s(rng), "   Age: ", P(str(cs.age), "AGE"))
    n.ln("Home phone: ", P(cs.home_phone, "PHONE"), "   Email: ", P(cs.email, "EMAIL"))
    n.ln("Itinerary: ", P(cs.town, "CITY"), " -> ", P(dest_city, "CITY"), " (", P(dest_c, "COUNTRY"), ")  on ",
         P(phi.fmt_date(rng, out_d, cs.c, rng.choice(["num", "upper", "short"])), "DATE"))
    n.ln("")
    dxx = CL.dx(rng)
    n.ln("1. Diagnosis: ", dxx[0], " (", dxx[2], ")")
    n.ln("2. POC make/model: ", poc, "   serial: ", P(phi.serial(rng, CL.POC_SERIAL_KIND[poc]), "DEVICE"))
    n.ln("3. Oxygen required: ", rng.choice(["during entire flight", "above 10,000 ft cabin altitude only", "during sleep only", "at all times"]))
    n.ln("4. Flow/setting: pulse ", str(rng.randint(1, 5)), rng.choice([" (equiv. 2 L/min)", "", " - continuous flow not required"]))
    n.ln("5. Passenger can see/hear POC alarms and respond: ", rng.choice(["YES", "YES", "YES - with travelling companion"]))
    n.ln("6. Batteries: ", str(rng.randint(2, 6)), " x ", rng.choice(["8-cell", "16-cell", "double"]), " (min 150% of flight time)")
    n.ln("7. SpO2 on air at rest: ", str(rng.randint(86, 93)), "%; HCT: ", rng.choice(["done - fell to 84%", "not required", "done - SpO2 87%, PaO2 6.9 kPa"]))
    n.ln("8. Travelling companion: ", rng.choice([[cs.rel, " ", cs.fam_name(rng, "full")], ["none"]]))
    n.ln("")
    n.ln("Physician: ", name(rng, cs.cons, "DOCTOR", rng.choice(["drfull", "full"])), ", ", cs.cons.cred)
    lab, val = phi.license_for(rng, cs.c)
    n.ln(lab, ": ", P(val, "LICENSE"), "   Practice: ", P(cs.hosp, "HOSPITAL"))
    n.ln("Phone: ", P(cs.hosp_phone, "PHONE"), "   Fax: ", P(cs.hosp_fax, "FAX"))
    n.ln("Signature: ____________   Date: ", cs.d(rng, style="num"))
    n.ln("Valid for travel within 30 days of signature.")


def holiday(rng, cs, n):
    """Request for holiday oxygen within the home country."""
    start = CM.later(cs.visit, rng.randint(10, 70))
    end = CM.later(start, rng.randint(3, 21))
    n.ln(rng.choice(["HOLIDAY OXYGEN REQUEST", "Temporary address - oxygen supply request", "Holiday HOOF / temporary delivery"]))
    n.ln("To: ", P(cs.supplier, "ORGANIZATION"), "   Email: ", P(phi.org_email(rng, cs.slug), "EMAIL"))
    n.ln("From: ", name(rng, cs.nurse, "DOCTOR", "full"), ", ", P(cs.hosp, "HOSPITAL"), "   Tel ", P(cs.hosp_phone, "PHONE"))
    n.ln("Date: ", cs.d(rng))
    n.ln("")
    n.ln("Patient: ", cs.pt_name(rng, rng.choice(["LF", "full", "LFU"])), "   DOB ", cs.dob_s(rng), "   ",
         rng.choice(["Ref", "Cust no", "Acct"]), " ", P(cs.acct, "ACCOUNT"))
    n.ln("Home address: ", cs.addr(rng))
    n.ln("Holiday address: ", P(rng.choice(["Caravan 14, Seaview Holiday Park", "Lodge 7, Lakeshore Lodge", "Chalet 3, Bayside Holiday Park",
                                            "Room 212, Harbourview Hotel", "Unit 4, Seabreeze Apartments"]), "LOCATION_OTHER"), ", ",
         P(rng.choice(PP.towns(cs.c)), "CITY"))
    n.ln("Dates: ", P(phi.fmt_date(rng, start, cs.c, rng.choice(["num", "short", "dm"])), "DATE"), " - ",
         P(phi.fmt_date(rng, end, cs.c, rng.choice(["num", "short", "dm"])), "DATE"))
    n.ln("Contact while away: ", P(cs.mobile, "PHONE"), rng.choice(["", " (", " / "]) and "")
    n.ln("Requirement: concentrator ", CL.flow(rng), " L/min ", CL.hours(rng), " h/day + ", str(rng.randint(2, 6)), " x ",
         rng.choice(CL.CYLINDERS[cs.c]), " ambulatory")
    n.ln("Travelling by: ", rng.choice([["own car (reg ", P(cs.vreg, "VEHICLE"), ") - cylinders secured, car sticker"], ["coach"], ["train, assisted travel booked"],
                                       ["son's car, reg ", P(phi.vehicle(rng, cs.c), "VEHICLE")]]))
    n.ln("Smoking status confirmed: ", CM.smoking(rng, cs))
    n.ln("Please confirm delivery date to the holiday address. Thank you.")


def gen(rng, cs):
    n = Note()
    k = rng.random()
    if k < 0.5:
        letter(rng, cs, n)
    elif k < 0.75:
        faa(rng, cs, n)
    else:
        holiday(rng, cs, n)
    return n
