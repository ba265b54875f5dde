"""Genre (own choice): patient/family travel and expenses claim form."""
import dt
import ids
import orgs
import common
from nb import P

GENRE = "travel_expenses_claim"
CASE_ARGS = dict(min_days=10, max_days=365 * 16)

CUR = {"UK": "£", "IE": "€", "US": "$", "CA": "$", "AU": "$", "NZ": "$"}


def write(nb, c):
    rng = c.rng
    cur = CUR[c.country]
    claimant = rng.choice(["mum", "dad"])
    cl = getattr(c, claimant)
    job = c.mum_job if claimant == "mum" else c.dad_job
    nb.t(rng.choice(["PATIENT TRAVEL EXPENSES CLAIM FORM\n", "Healthcare Travel Costs - Claim for Refund\n",
                     "FAMILY TRAVEL & ACCOMMODATION SUPPORT CLAIM\n"]))
    nb.f("Paying office: Cashier's Office, {h}   Tel {t}\n", h=P(c.hosp, "HOSPITAL"), t=c.phone_ext())
    nb.f("Claim ref: {r}\n\n", r=P(c.id("claim"), "IDNUM"))
    nb.t("PART 1 - PATIENT\n")
    nb.f("Name: {n}    DOB: {dob}    {ml}: {mrn}\n", n=c.pt_name("full"), dob=c.dob_p(), ml=c.mrn_label(),
         mrn=P(c.id("mrn"), "MRN"))
    nb.f("Clinic attended: {cu} (Cleft)\n\n", cu=P(c.centre, "HOSPITAL"))
    nb.t("PART 2 - CLAIMANT\n")
    nb.f("Name: {n}    Relationship: {r}\n", n=P(cl.full(), "FAMILY"), r="mother" if claimant == "mum" else "father")
    nb.t("Address: ")
    nb.emit(c.addr(c.home))
    nb.f("\nTel: {t}    Email: {e}\n", t=c.mob(claimant), e=c.mail(claimant))
    if c.country in ("US", "CA", "IE"):
        nb.f("{l}: {s}\n", l=ids.ssn_label(c.country), s=P(c.id("ssn"), "SSN"))
    r = rng.random()
    if r < 0.5:
        nb.f("Qualifying benefit: {b}, ref {n}\n", b=rng.choice(["Universal Credit", "Income Support", "low income scheme (HC2)",
                                                                "Medical card", "Medicaid", "Community Services Card"]),
             n=P(ids.idnum(rng, "benefit"), "IDNUM"))
    nb.f("Occupation: {j}    Employer: {e}\n", j=P(job, "PROFESSION"), e=P(orgs.employer(rng), "ORGANIZATION"))
    if rng.random() < 0.4:
        nb.f("Employer contact (for loss of earnings): {n}, {t}\n",
             n=P(__import__("names").make_person(rng, c.country, middle_p=0).full(), "FAMILY"), t=c.phone())
    nb.t("\nPART 3 - JOURNEYS\n")
    mode = rng.choice(["car", "car", "car", "train", "bus"])
    if mode == "car":
        nb.f("Vehicle: {mk}, registration {v}\n", mk=rng.choice(["Ford Focus", "Vauxhall Corsa", "Toyota Corolla", "Nissan Qashqai",
                                                             "Honda CR-V", "VW Golf", "Kia Sportage", "Hyundai i30"]),
             v=P(ids.plate(rng, c.country), "VEHICLE"))
    nb.t("Date        From -> To                                    %s   Cost\n" % ("Miles" if c.country in ("UK", "US") else "km"))
    nj = rng.randint(2, 5)
    gaps = [rng.randint(7, 40) for _ in range(nj)]
    when = dt.workday(dt.add(c.enc, -sum(gaps) - rng.randint(1, 10)))
    total = 0.0
    for j in range(nj):
        dist = rng.randint(12, 180)
        cost = round(dist * 2 * (0.25 if c.country in ("UK", "US") else 0.19), 2)
        total += cost
        nb.f("{d}  {fr} -> {to} (return)  {m}   {cur}{c}\n", d=c.d(when), fr=P(c.home.city, "CITY"),
             to=P(rng.choice([c.centre, c.hosp, c.local_hosp]), "HOSPITAL"), m=str(dist * 2), cur=cur, c="%.2f" % cost)
        when = dt.workday(dt.add(when, gaps[j]))
    if rng.random() < 0.6:
        park = rng.choice([4.5, 6.0, 8.2, 12.0])
        total += park
        nb.t("Parking (receipts attached): %s%.2f\n" % (cur, park))
    if rng.random() < 0.4:
        nights = rng.randint(1, 4)
        nb.f("Accommodation: {n} night(s) at {b}, room {r}\n", n=str(nights),
             b=P(rng.choice(["Sunflower House", "Harbour Lodge", "Kingfisher Family House", "Rowan Parents' Accommodation"]), "LOCATION_OTHER"),
             r=P(str(rng.randint(1, 40)), "LOCATION_OTHER"))
    nb.t("Total claimed: %s%.2f\n" % (cur, total))
    nb.t("\nPART 4 - PAYMENT\n")
    if c.country == "UK":
        nb.f("Sort code {s}   Account no. {a}\n", s=P(ids.sort_code(rng), "ACCOUNT"), a=P(ids.account(rng, "bank"), "ACCOUNT"))
    elif c.country == "IE":
        nb.f("IBAN {a}\n", a=P("IE%02d %s %s %s %s" % (rng.randint(10, 99), rng.choice(["AIBK", "BOFI", "IPBS"]),
                                                        ids.d(rng, 4), ids.d(rng, 4), ids.d(rng, 4)) + " " + ids.d(rng, 2), "ACCOUNT"))
    else:
        nb.f("Bank account {a} (routing/BSB {b})\n", a=P(ids.account(rng, "bank"), "ACCOUNT"),
             b=P(ids.d(rng, 6) if c.country in ("AU", "NZ") else ids.d(rng, 9), "ACCOUNT"))
    nb.f("\nDeclaration signed: {n}   Date: {d}\n", n=P(cl.full(), "FAMILY"), d=c.d(c.enc))
    nb.t("\nFOR OFFICE USE\n")
    nb.f("Appointments verified against PAS by {n} ({u}) {d}\n", n=c.staff_name("clerk", "full"),
         u=P(c.st("clerk").user, "USERNAME"), d=c.d(dt.add(c.enc, rng.randint(1, 10))))
    nb.f("Authorised: {n}, cleft CNS   Cost centre {cc}   Paid {d}\n", n=c.staff_name("cns", "il"),
         cc=rng.choice(["CL440", "PLAS-02", "7716", "CFT09"]), d=c.d(dt.add(c.enc, rng.randint(10, 30))))
    if rng.random() < 0.4:
        nb.f("Also referred to {ch} for family grant ({e}).\n", ch=P(orgs.charity(rng), "ORGANIZATION"),
             e=P(ids.team_email(rng, "grants"), "EMAIL"))
