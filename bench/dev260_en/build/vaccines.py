"""Vaccination record blocks (tables, lists, review remarks).  Lot numbers,
NDCs and product names are hard negatives (not PHI by the set's convention);
dose dates tied to the applicant are DATE spans."""
import phi
from cast import d

VACCINES_US = [
    ("MMR", ["M-M-R II", "Priorix"], 2), ("Td/Tdap", ["Boostrix", "Adacel", "TENIVAC"], 1),
    ("Polio (IPV/OPV)", ["IPOL", "bOPV"], 3), ("Varicella", ["Varivax"], 2), ("Hepatitis B", ["Engerix-B", "Recombivax HB", "Heplisav-B"], 3),
    ("Hepatitis A", ["Havrix", "Vaqta"], 2), ("Hib", ["ActHIB", "PedvaxHIB"], 1), ("Pneumococcal", ["Prevnar 20", "Pneumovax 23"], 1),
    ("Meningococcal", ["Menveo", "MenQuadfi"], 1), ("Influenza", ["Fluzone HD", "Flucelvax", "Afluria Quad"], 1),
    ("Rotavirus", ["RotaTeq", "Rotarix"], 2), ("COVID-19", ["Comirnaty", "Spikevax", "Novavax"], 1),
]
STATUS = ["Completed series", "Received dose today", "Not age appropriate", "Contraindication", "Insufficient time interval",
          "Not routinely available", "Not fall/winter season", "Lab evidence of immunity", "Documented history (varicella)"]


def lot(rng):
    return phi.fill(rng, rng.choice(["@@####", "U####@@", "####@", "@####-##", "#@@##"]))


def dose_dates(rng, k, ndoses):
    out = []
    life = (k.exam_date - k.dob).days
    if rng.random() < 0.5 or life < 800:
        start = phi.add_days(k.dob, rng.randint(40, 400))
    else:
        start = phi.add_days(k.dob, rng.randint(400, life - 60))
    dt_ = start
    for i in range(ndoses):
        if dt_ > k.exam_date:
            break
        out.append(dt_)
        dt_ = phi.add_days(dt_, rng.randint(30, 400))
    return out


def vaccine_table(n, rng, k, style=None, title=True):
    style = style or rng.choice(["grid", "list", "pipe"])
    picks = rng.sample(VACCINES_US, rng.randint(6, 10))
    if title:
        n.line(rng.choice(["VACCINATION RECORD", "Vaccination Record (transcribed)", "IMMUNIZATIONS", "Vaccine history:"]))
    if style == "grid":
        n.line("%-18s %-26s %-10s %s" % ("Vaccine", "Date(s)", "Lot", "Status"))
    for name, brands, nd in picks:
        r = rng.random()
        if name in ("Rotavirus", "Hib") and k.age >= 5 or name in ("Pneumococcal", "Meningococcal") and 18 < k.age < 65:
            dates = []
            status = "Not age appropriate"
        elif name in ("Influenza", "COVID-19"):
            if r < 0.6:
                dates = [phi.add_days(k.exam_date, -rng.randint(0, 500))]
                if name == "COVID-19" and dates[0].year < 2021:
                    dates = []
                status = ("Received dose today" if dates[0] == k.exam_date else "Completed series") if dates else \
                    rng.choice(["Not fall/winter season", "Not routinely available"])
            else:
                dates = []
                status = rng.choice(["Not fall/winter season", "Not routinely available", "Declined - not required"])
        elif r < 0.55:
            dates = dose_dates(rng, k, nd)
            status = "Completed series" if dates else rng.choice(STATUS[2:])
        elif r < 0.75:
            dates = [k.exam_date]
            status = "Received dose today"
        else:
            dates = []
            status = rng.choice(STATUS[2:])
        st = rng.choice([k.ds, k.ds, "us_short" if k.dest == "US" else "uk_short", "iso"])
        pieces = []
        for i, dd in enumerate(dates):
            if i:
                pieces.append(", ")
            pieces.append(d(k, dd, st))
        lt = lot(rng) if dates and rng.random() < 0.6 else "-"
        brand = rng.choice(brands)
        if style == "grid":
            n.f("{}{}{}\n", "%-18s " % name, pieces if pieces else "--", "   %-10s %s" % (lt, status))
        elif style == "list":
            n.f("- {} ({}): {}{}\n", name, brand, pieces if pieces else "no dates", " - " + status)
        else:
            n.f("{} | {} | {} | lot {} | {}\n", name, brand, pieces if pieces else "n/a", lt, status)
    if rng.random() < 0.5:
        n.line(rng.choice(["Varicella IgG: POSITIVE (index 3.4) - immune", "Measles IgG 2.1 AI (immune); Rubella IgG 38 IU/mL",
                           "Hep B sAb 8 mIU/mL - non-immune, dose 1 given", "Mumps IgG equivocal - MMR dose given",
                           "Tetanus last booster >10 y per applicant, Tdap given 0.5 mL IM L deltoid"]))


def foreign_record_note(n, rng, k):
    n.f("Source: {} record ({}), translated from {}; {}.\n",
        rng.choice(["home-country immunization card", "yellow book", "school health card", "MCH booklet",
                    "clinic printout", "WHO International Certificate of Vaccination"]),
        (k.birth_country, "COUNTRY"), k.lang,
        rng.choice(["dates legible", "some entries illegible - not accepted", "stamped and signed",
                    "photocopy only, original seen", "translation certified"]))
