"""Genres: service audit extract, and three of this set's own genres:
online self-referral submission, vape starter kit issue record,
smokefree home and car pledge visit."""
import phi
import negatives as NG
import pools_places as PL
from builder import Note
from case import (PN, SN, FN, N, addr_line, addr_block, pronouns, org_name, person, address,
                  venue_name, staff)
from common import (D, age_v, gp_word, adv_role, cred, pt_name, pt_ref, staff_sig, co_reading,
                    pharmaco, demo_block, occupation, household, kids_phrase, prev_attempts,
                    hard_neg_line)

CARS = {"UK": ["Ford Focus", "Vauxhall Corsa", "Nissan Qashqai", "VW Golf", "Kia Sportage", "Skoda Octavia",
               "Citroen Berlingo van", "Ford Transit Custom"],
        "IE": ["Toyota Corolla", "VW Golf", "Skoda Octavia", "Hyundai Tucson", "Ford Fiesta"],
        "AU": ["Toyota Hilux", "Mazda 3", "Hyundai i30", "Ford Ranger", "Holden Commodore", "Mitsubishi Triton"],
        "NZ": ["Toyota Corolla", "Mazda Demio", "Ford Ranger", "Nissan Tiida", "Toyota Hilux"],
        "CA": ["Honda Civic", "Ford F-150", "Dodge Caravan", "Toyota RAV4", "Hyundai Elantra"],
        "US": ["Ford F-150", "Chevy Malibu", "Dodge Caravan", "Honda Civic", "Chevy Silverado", "Toyota Camry"]}

UAS = ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
       "Mozilla/5.0 (Linux; Android 14; SM-A546B) Chrome/124.0 Mobile Safari/537.36",
       "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/122.0 Safari/537.36",
       "Mozilla/5.0 (Linux; Android 13; moto g54) Chrome/120.0 Mobile",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15"]


def audit_extract(rng, c):
    b = Note()
    g = c["g"]
    cc = c["cc"]
    d2 = phi.add_days(c["d_first"], rng.randrange(20, 60))
    d1 = phi.add_days(d2, -rng.choice([30, 61, 91, 92]))
    runner = c["admin"]
    topic = rng.choice(["4-week quit outcomes by advisor", "CO validation audit", "Pregnant smokers - pathway audit",
                        "Data quality: missing CO / LTFU", "Inpatient opt-out referrals - conversion audit",
                        "Pharmacy voucher reconciliation"])
    b.f("SERVICE AUDIT EXTRACT - {t}\n{svc}\n", t=topic, svc=("HOSPITAL", c["service"]))
    b.f("Period: {d1} to {d2}\nRun by: {u} on {rd} {tm}\n", d1=D(c, d1), d2=D(c, d2), u=("USERNAME", runner["user"]),
        rd=D(c, phi.add_days(d2, rng.randrange(1, 15))), tm=phi.time_of_day(rng))
    if rng.random() < 0.7:
        b.f("Source: QuitTrack v{v} (server {ip}){url}\n", v="%d.%d.%d" % (rng.randrange(2, 6), rng.randrange(0, 10), rng.randrange(0, 20)),
            ip=("IPADDR", phi.ipaddr(rng)), url=rng.choice(["", ["; report link ", ("URL", "https://reports." + rng.choice(
                ["example.org", "example.net", "example.com"]) + "/quittrack/audit/" + phi.digits(rng, 5))]]))
    b.t("Cohort: clients with quit date in period; outcome per Russell Standard (CO <10 ppm at 25-42 days)\n\n")
    b.t("ClientID  | Init | Age | Sex | Postcode  | Setting    | Adv | QD         | 4wk FU     | CO | Outcome  | User\n")
    b.t("-" * 104 + "\n")
    advisors = [c["adv"], staff(rng, cc), staff(rng, cc)]
    n = rng.randrange(5, 11)
    nq = 0
    for i in range(n):
        pp = person(rng, cc)
        age = rng.randrange(16, 86) if "Pregnant" not in topic else rng.randrange(16, 44)
        sex = "F" if "Pregnant" in topic else pp["sex"]
        a = address(rng, cc)
        qd = phi.rand_date(rng, d1, d2)
        fu = phi.add_days(qd, rng.randrange(25, 43))
        oc = rng.choice(["Quit-CO", "Quit-CO", "Quit-SR", "Not quit", "LTFU"])
        nq += oc.startswith("Quit")
        co = str(rng.randrange(1, 10)) if oc == "Quit-CO" else (str(rng.randrange(10, 35)) if oc == "Not quit" and rng.random() < 0.5 else "-")
        adv = rng.choice(advisors)
        zp = a["zip"] if g != "US" else a["zip"][:5]
        cid = phi.client_id(rng)
        b.f("{cid}{p1} | {ini}   | {age}{p2}  | {sx}   | {zp}{p3} | {st}{p4} | {av}  | {qd} | {fu} | {co}{p5} | {oc}{p6} | {u}\n",
            cid=("MRN", cid), p1=" " * max(0, 9 - len(cid)), ini=N("PATIENT", pp, "init"), age=("AGE", str(age)),
            p2=" " * (2 - len(str(age))), sx=sex, zp=("ZIP", zp), p3=" " * max(0, 9 - len(zp)),
            st=(s := rng.choice(["Community", "Pharmacy", "GP", "Hospital", "Telephone", "Maternity"])), p4=" " * (10 - len(s)),
            av=SN(adv, "init"), qd=phi.D(qd, "dmy" if g not in ("US", "CA") else ("mdy" if g == "US" else "iso")),
            fu=phi.D(fu, "dmy" if g not in ("US", "CA") else ("mdy" if g == "US" else "iso")), co=co,
            p5=" " * (2 - len(co)), oc=oc, p6=" " * (8 - len(oc)), u=("USERNAME", rng.choice([adv["user"], runner["user"]])))
    b.f("\nTotal {n}; quits {q} ({pc}%).\n", n=str(n), q=str(nq), pc=str(round(100 * nq / n)))
    b.t("Advisor key: ")
    for i, a in enumerate(advisors):
        b.f("{s}{i} = {n}", s="; " if i else "", i=SN(a, "init"), n=SN(a, rng.choice(["full", "f_last"])))
    b.t("\n")
    if rng.random() < 0.7:
        b.f("Data issues: {x}\n", x=rng.choice([
            ["row 3 QD recorded after follow-up date - corrected by ", ("USERNAME", runner["user"]), " on ",
             D(c, phi.add_days(d2, 3))],
            ["2 clients with CO not recorded; monitor ", ("DEVICE", c["co_sn"]), " out of calibration from ",
             D(c, phi.add_days(d1, rng.randrange(5, 25)))],
            ["duplicate record for ", PN(c["pt"], "full"), " (", ("MRN", c["client"]), ") merged"],
            "none found", "1 pregnant client not flagged to maternity - escalated to specialist midwife",
        ]))
    b.f("Audit lead: {a}\n", a=SN(rng.choice([c["cons"], c["adv"]]), "full"))
    return b


def online_self_referral(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    a = c["addr"]
    sub = phi.add_days(c["d_ref"], 0)
    b.f("Online self-referral - {svc}\nForm: {u}\n", svc=("HOSPITAL", c["service"]), u=("URL", c["service_url"]))
    b.f("Submission ID: {sid}   Submitted: {d} {tm}\n", sid=("IDNUM", "SR-" + phi.digits(rng, rng.choice([6, 7, 8]))),
        d=phi.D(sub, "iso" if rng.random() < 0.5 else c["ds"]), tm=phi.time_of_day(rng) + ":%02d" % rng.randrange(60))
    b.f("IP address: {ip}\nUser agent: {ua}\n", ip=("IPADDR", phi.ipaddr(rng)), ua=rng.choice(UAS))
    if rng.random() < 0.6:
        b.f("Portal account: {u} (registered {d})\n", u=("USERNAME", phi.username(rng, p["first"], p["last"])),
            d=D(c, phi.add_days(sub, -rng.randrange(0, 400))))
    if rng.random() < 0.35:
        b.f("Identity check: photo ID + selfie, face match ref {f}\n", f=("BIOID", phi.bioid(rng, "face")))
    b.t("\n--- Form fields ---\n")
    b.f("First name: {f}\nSurname: {l}\nDate of birth: {dob}\n", f=PN(p, "first"), l=PN(p, "last"),
        dob=phi.D(c["dob"], "dmy" if g not in ("US",) else "mdy"))
    b.f("Gender: {gd}\n", gd={"M": "Male", "F": "Female", "X": "Non-binary"}[p["sex"]])
    b.f("Address line 1: {s}\nTown/City: {t}\n", s=("STREET", a["street"]), t=("CITY", a["town"]))
    if g in ("AU", "CA", "US"):
        b.f("{sl}: {st}\n", sl={"AU": "State", "CA": "Province", "US": "State"}[g],
            st=("STATE", PL.STATE_NAMES.get(a["region"], a["region"]) if rng.random() < 0.4 else a["region"]))
    elif g == "NZ":
        b.f("Region: {st}\n", st=("STATE", a["region"]))
    elif rng.random() < 0.6:
        b.f("County: {st}\n", st=("CITY", a["region"]))
    b.f("{pl}: {z}\n", pl={"US": "ZIP code", "CA": "Postal code", "IE": "Eircode"}.get(g, "Postcode"), z=("ZIP", a["zip"]))
    if rng.random() < 0.4:
        b.f("Country: {ct}\n", ct=("COUNTRY", {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia",
                                              "NZ": "New Zealand", "CA": "Canada", "US": "United States"}[g]))
    b.f("Mobile: {m}\n", m=("PHONE", c["mob"]))
    if rng.random() < 0.4:
        b.f("Home phone: {h}\n", h=("PHONE", c["home"]))
    b.f("Email: {e}\n", e=("EMAIL", c["email"]))
    b.f("Best time to contact: {t}\n", t=rng.choice(["mornings", "after 5pm", "any", "text only please", "weekends"]))
    b.f("{gw} practice: {pr}\n", gw=gp_word(c) if g != "US" else "Primary care", pr=("HOSPITAL", c["practice"]))
    if g == "US" and rng.random() < 0.85:
        b.f("Insurance member ID: {hp}\nSSN (optional): {s}\n", hp=("HEALTHPLAN", c["hp"]), s=("SSN", c["ssn"]))
    elif g == "IE" and rng.random() < 0.6:
        b.f("PPS number (optional): {s}\n", s=("SSN", c["ssn"]))
    elif g == "CA" and rng.random() < 0.3:
        b.f("Health card: {hp}\nSIN (optional, for coverage check): {s}\n", hp=("HEALTHPLAN", c["hp"]), s=("SSN", c["ssn"]))
    if p["sex"] == "F" and c["age"] < 46:
        b.f("Are you pregnant? {y}\n", y=rng.choice(["No", "No", "No", "Yes", "Not sure"]))
    b.f("How many cigarettes do you smoke a day? {n}\n", n=str(c["cpd"]))
    b.f("Do you vape? {v}\n", v=rng.choice(["No", "Sometimes", "Yes - disposables", "Tried it"]))
    b.f("What support are you interested in? {s}\n", s=rng.choice([
        "Vape starter kit", "Face to face 1:1", "Telephone support", "Stop smoking medication", "Not sure - please call"]))
    b.f("How did you hear about us? {h}\n", h=rng.choice(["Stoptober", "Facebook", "my pharmacist", "GP practice text message",
                                                         "Swap to Stop poster", "word of mouth", "Quitline", "radio advert"]))
    if rng.random() < 0.6:
        b.f("Occupation (optional): {o}\n", o=[("PROFESSION", c["job"])] if c["job"] else c["status"])
    b.f("Anything else we should know? {x}\n", x=rng.choice([
        ["my ", c["partner_word"], " ", FN(c["partner"], "first"), " wants to quit too can we come together"],
        ["i work shifts at ", ("ORGANIZATION", c["employer"]), " so evenings are hard"],
        "tried patches before didnt work, heard about the vapes",
        ["i have ", rng.choice(["copd", "asthma", "anxiety", "diabetes"]), " and my doctor says i need to stop"],
        ["please dont ring my landline, use mobile or email ", ("EMAIL", phi.email_person(rng, p["first"], p["last"]))],
        ["had a heart attack in ", phi.month_year(rng, phi.add_days(sub, -rng.randrange(30, 400))), " need help"],
        "no",
    ]))
    b.f("Consent: [x] I agree to {svc} contacting me and sharing outcome with my {gw}\n",
        svc=("HOSPITAL", c["service"]) if rng.random() < 0.5 else "the service", gw=gp_word(c))
    b.t("\n--- Triage ---\n")
    b.f("Triaged by {t} on {d}: {o}\n", t=SN(c["admin"], rng.choice(["full", "f_last"])),
        d=D(c, phi.add_days(sub, rng.randrange(0, 4))), o=rng.choice([
            ["allocated to ", SN(c["adv"], "full"), " at ", ("LOCATION_OTHER", c["venue"]), ", first appt ",
             D(c, c["d_first"])],
            ["telephone pathway, first call booked ", D(c, c["d_first"])],
            ["pregnant - redirected to specialist midwife ", SN(c["mw"], "full")],
            ["duplicate of ", ("IDNUM", "SR-" + phi.digits(rng, 7)), " - merged"],
            ["vape kit pathway, collect from ", ("LOCATION_OTHER", c["venue"]), " on ", D(c, c["d_first"])],
        ]))
    return b


def vape_kit_issue(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    d = c["d_qd"]
    sn = phi.vape_serial(rng)
    model = rng.choice(NG.VAPE_MODELS)
    if g == "AU":
        b.f("NICOTINE VAPING PRODUCT - SUPPLY RECORD\n{ph}\n", ph=("HOSPITAL", c["pharmacy"]))
        b.f("Date: {d}   Script no: {rx}\n", d=D(c, d), rx=("IDNUM", phi.rx_no(rng)))
        b.f("Patient: {n}  DOB {dob}  Medicare {hp}\nAddress: {a}\n", n=PN(p, "full"), dob=D(c, c["dob"]),
            hp=("HEALTHPLAN", c["hp"]), a=addr_line(c["addr"]))
        b.f("Prescriber: Dr {pr} ({pl}), {lab} {lic}\n", pr=SN(c["gp"], "full"), pl=("HOSPITAL", c["practice"]),
            lab=c["gp"]["lic"][0], lic=("LICENSE", c["gp"]["lic"][1]))
        b.f("Product: {l}, 30mL; device {m} SN {s}\n", l=rng.choice(["nicotine 20mg/mL tobacco flavour", "nicotine 12mg/mL mint",
                                                                    "nicotine 9mg/mL menthol"]), m=model, s=("DEVICE", sn))
        b.t("TGA-notified therapeutic vape; pharmacist-only supply, counselling given re dependence and tapering.\n")
        b.f("Pharmacist: {n} ({lab} {l})\n", n=SN(c["pharm"], "full"), lab=c["pharm"]["lic"][0],
            l=("LICENSE", c["pharm"]["lic"][1]))
        b.f("Review: {rd}\n", rd=D(c, phi.add_days(d, 28)))
        return b
    b.f("{t}\n{svc}\n", t=rng.choice(["VAPE STARTER KIT ISSUE RECORD", "Swap to Stop - e-cigarette kit issue",
                                       "E-cigarette starter kit record"]), svc=("HOSPITAL", c["service"]))
    b.f("Issued: {d} {tm} at {v}\nBy: {a} ({r})\n\n", d=D(c, d), tm=phi.time_of_day(rng),
        v=rng.choice([("LOCATION_OTHER", c["venue"]), ("HOSPITAL", c["practice"]), ("HOSPITAL", c["service"])]),
        a=SN(c["adv"], rng.choice(["full", "f_last"])), r=adv_role(rng, c))
    b.f("Client: {n}   Client ID: {cid}\nDOB: {dob} ({a}) - 18+ confirmed\n", n=pt_name(rng, c), cid=("MRN", c["client"]),
        dob=D(c, c["dob"]), a=age_v(rng, c["age"], None, rng.choice(["yrs", "age_colon"])))
    if rng.random() < 0.55:
        b.f("ID seen: {idt} {l}\n", idt=rng.choice(["driving licence", "provisional licence", "photo driving licence"]),
            l=("LICENSE", phi.driving_licence(rng, c["cc"], p["last"], c["dob"], p["first"])))
    else:
        b.t("ID seen: " + rng.choice(["passport (not recorded)", "bank card + letter", "known to service"]) + "\n")
    b.f("Address: {a}\nMobile: {m}\n\n", a=addr_line(c["addr"]), m=("PHONE", c["mob"]))
    b.f("Kit: {m}   Serial: {s}\n", m=model, s=("DEVICE", sn))
    b.f("Pods/coils: {pc}\nE-liquid: {l} x {n} ({vol})\n", pc=rng.choice(["4 x 0.8 ohm pods", "2 x 1.0 ohm coils", "3 x 0.6 ohm mesh pods"]),
        l=rng.choice(NG.LIQUIDS), n=str(rng.randrange(2, 6)), vol=rng.choice(["10ml bottles, TPD compliant", "10ml, MHRA notified", "10 ml"]))
    b.f("Current smoking: {cpd}/day, {co}\n", cpd=str(c["cpd"]), co=co_reading(rng, c, c["co0"]))
    b.t("Safety: supplied cable only, do not charge overnight, keep liquids away from children and pets; "
        "do not carry loose batteries.\n")
    kp = kids_phrase(rng, c)
    if kp:
        b.f("Children in home: {kp} - child-resistant caps shown\n", kp=kp)
    if rng.random() < 0.3:
        b.f("Replacement: previous device {o} returned faulty (leaking), replaced on {d}\n", o=("DEVICE", phi.vape_serial(rng)),
            d=D(c, phi.add_days(d, -rng.randrange(3, 30))))
    if g == "NZ" and rng.random() < 0.6:
        b.f("Refills from specialist vape retailer {r}\n", r=("ORGANIZATION", org_name(rng, c["cc"], "vape")))
    b.f("Follow-up: {f} ({how})\n", f=D(c, phi.add_days(d, 7)), how=rng.choice(["phone", "f2f + CO", "text check-in"]))
    b.f("Signed: {pn} / {an}\n", pn=PN(p, rng.choice(["full", "init", "f_last"])), an=SN(c["adv"], rng.choice(["init", "full"])))
    return b


def smokefree_home_car(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    d = phi.add_days(c["d_first"], rng.randrange(0, 20))
    a = c["addr"]
    second = staff(rng, c["cc"])
    b.f("{t}\n{svc}\n", t=rng.choice(["SMOKEFREE HOMES AND CARS - HOME VISIT", "Smokefree Home & Car Pledge - visit record",
                                       "Home visit: smokefree homes/cars"]), svc=("HOSPITAL", c["service"]))
    b.f("Visit date: {d} {tm}   Visited by: {a1} and {a2}\n", d=D(c, d), tm=phi.time_of_day(rng), a1=SN(c["adv"], "full"),
        a2=SN(second, rng.choice(["full", "first"])))
    b.f("Address: {ad}\n", ad=addr_line(a))
    b.f("Tenure: {t}\n", t=rng.choice([["tenant - ", ("ORGANIZATION", org_name(rng, c["cc"], "housing"))],
                                       "owner-occupier", ["private rented, landlord ", FN(c["relative"], "full")]]))
    b.f("Referred by: {r}\n\nHousehold:\n", r=rng.choice(["health visitor", "school nurse", "paediatric asthma nurse",
                                                          "self", "midwife", "GP"]))
    b.f(" - {n} ({a}) - smoker, {cpd}/day\n", n=PN(p, rng.choice(["full", "first"])), a=age_v(rng, c["age"], None, "yrs")
        if rng.random() < 0.5 else ("AGE", str(c["age"])), cpd=str(c["cpd"]))
    b.f(" - {n} ({a}) - {s}\n", n=FN(c["partner"], rng.choice(["full", "first"])),
        a=("AGE", str(max(18, c["age"] + rng.randrange(-6, 7)))), s=rng.choice(["smoker", "ex-smoker", "vapes", "non-smoker"]))
    kids = c["kids"] or [rng.randrange(1, 12)]
    for k in kids:
        kid = person(rng, c["cc"], origin=p["origin"], last=p["last"])
        b.f(" - {n} ({a}) - {h}\n", n=FN(kid, rng.choice(["first", "full"])), a=("AGE", str(k)),
            h=rng.choice(["asthma, salbutamol + Clenil", "recurrent chest infections", "well", "glue ear", "eczema",
                          "bronchiolitis admission last winter"]))
    if rng.random() < 0.4:
        b.t("Pets: " + rng.choice(["dog (Buster)", "2 cats", "dog - Staffie called Tyson", "budgie"]) + "\n")
    b.t("\nWhere smoking happens now: " + rng.choice(["kitchen by back door", "living room with window open",
                                                       "back garden + car on school run", "bedroom at night",
                                                       "balcony of flat, door left open"]) + "\n")
    b.f("CO readings: {n1} {c1} ppm; {n2} {c2} ppm\n", n1=PN(p, "first"), c1=str(c["co0"]), n2=FN(c["partner"], "first"),
        c2=str(rng.randrange(1, 35)))
    b.f("Monitor: {m} (SN {s})\n", m=rng.choice(NG.CO_MONITORS), s=("DEVICE", c["co_sn"]))
    b.t("\nPledge signed: smokefree home [x]  smokefree car [x]\n")
    nveh = rng.choice([1, 1, 2])
    for i in range(nveh):
        b.f("Vehicle {i}: {car}, reg {r}\n", i=str(i + 1), car=rng.choice(CARS[g]), r=("VEHICLE", phi.plate(rng, c["cc"])))
    if rng.random() < 0.4:
        b.f("{pn} drives for work ({j}) - company van reg {r} also covered by employer policy\n", pn=PN(p, "first"),
            j=("ORGANIZATION", c["employer"]), r=("VEHICLE", phi.plate(rng, c["cc"])))
    b.t("Fire safety: " + rng.choice(["smoke alarm tested - working", "no working alarm - referred for Fire and Rescue "
                                      "home safety check", "burn marks on sofa - fire service referral made (consent)"]) + "\n")
    b.f("Resources: {r}\n", r=rng.choice(["window sticker, car air freshener pledge tag, leaflet",
                                          ["leaflet + link ", ("URL", c["service_url"])], "stickers, sweets for kids"]))
    b.f("Stop smoking offer: {o}\n", o=rng.choice([["accepted - 1:1 booked ", D(c, phi.add_days(d, rng.randrange(2, 10)))], "declined for now", "accepted vape kit"]))
    b.f("Follow-up call: {f} on {m}\n", f=D(c, phi.add_days(d, rng.choice([14, 28, 30]))), m=("PHONE", c["mob"]))
    b.f("Signed: {pn} (householder)   {a} (advisor)\n", pn=PN(p, rng.choice(["full", "f_last"])), a=SN(c["adv"], "init"))
    return b
