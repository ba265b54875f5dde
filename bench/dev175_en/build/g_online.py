"""Genres: online consultation submission; care home ward round."""
import pools as PL
import clin as C
from fmt import Doc, P, D, AGE, add_days, pick, chance, digits, letters, join_list
from world import (Person, pname, docname, nursename, famname, address, dob, nhsid, mobile, land, email,
                   ip_private, username)
from common import (tm, before, after, rel_phrase, job, job_phrase, staff, staffname, contact_line, pt_header,
                    pmh_items, meds, social, country, HIS, HE)

ASKS = [
    ("Skin", "hi, ive had a itchy red rash on my {side} arm since {day}, its spreading a bit and i've tried {otc} but no better. {ctx1}"),
    ("Contraception", "I would like to restart the pill, I was on microgynon before but stopped in {month}. {ctx1}"),
    ("Mental health", "Been feeling really low and not sleeping, worse since {day}. {ctx1} I dont want tablets if possible."),
    ("Medication", "my {rel} said I should ask about my blood pressure tablets, I've been getting dizzy when I stand up. {ctx1}"),
    ("Musculoskeletal", "Pain in my right shoulder for about 6 weeks, cant lift my arm above my head. I work as {job} so its hard. {ctx1}"),
    ("Admin", "Could I get a letter for {emp} confirming I had an appointment on {date}? They need it for HR."),
    ("Travel", "I am going to {dest} on {date} for 3 weeks, do I need any injections? {ctx1}"),
    ("ENT", "ear pain and muffled hearing on the {side} since {day}, temp was 38.5 last night. {ctx1}"),
    ("Results", "Hi, I had bloods done at {hosp} on {date} and nobody has rung me back, can someone let me know the results please"),
    ("Sick note", "I need my sick note extended, it runs out on {date}. Still off with my back. I'm a {job} at {emp}."),
    ("Women's health", "periods have been really heavy the last few months, flooding, feel exhausted. {ctx1}"),
    ("Urinary", "burning when I pee since {day}, no blood, no temperature. can I get antibiotics sent to {pharm}?"),
]
CTX1 = ["My {rel} thinks I should get it checked.", "I can do any time after 3pm.", "Please text rather than call as I'm at work.",
        "I'm away from {date} so sooner the better.", "", "Last time I saw Dr {gp} about it.", "Not urgent."]
OTC = ["hydrocortisone cream", "sudocrem", "piriton", "E45"]


def econsult(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    cat, ask = pick(rng, ASKS)
    hi = 66 if ("{job}" in ask or "{emp}" in ask) else 79
    if cat == "Contraception":
        hi = 48
    pt = ctx.patient(min_age=18, max_age=hi, sex="F" if cat in ("Contraception", "Women's health") else None)
    sub = before(rng, ctx.date, 0, 2)
    doc.add(pick(rng, ["ONLINE CONSULTATION", "Online consultation request", "Web consult submission", "Patient online request"]), "\n")
    doc.add("Ref: ", P("%s-%s" % (pick(rng, ["OC", "WC", "PT"]), digits(rng, 7)), "ACCOUNT"), "   Category: ", cat, "\n")
    doc.add("Submitted: ", D(rng, sub, ["dmy", "iso", "dMonY"]), " ", tm(rng, 0, 23), pick(rng, [" via ", " from "]), P(pr.web, "URL"), "\n")
    if chance(rng, 0.7):
        doc.add("Client IP: ", P(ip_private(rng), "IPADDR"), pick(rng, ["  (device: mobile)", "  browser: Chrome", ""]), "\n")
    if chance(rng, 0.6):
        doc.add("Account: ", P(username(rng, pt), "USERNAME"))
        if chance(rng, 0.45):
            doc.add("  NHS login ID check: face match ref ", P("FV-%s" % digits(rng, 8), "BIOID") if ctx.country == "UK" else P("ID%s" % digits(rng, 8), "BIOID"))
        doc.add("\n")
    doc.add("Patient: ", pname(rng, pt, pick(rng, ["full", "mid", "LAST,"])), "   DOB ", dob(rng, pt), "   ", nhsid(rng, pt), "\n")
    doc.add("Mobile: ", P(pt.mob, "PHONE"), "   Email: ", P(pt.email, "EMAIL"), "\n")
    if chance(rng, 0.2):
        doc.add("Submitted on behalf of patient by: ", rel_phrase(rng, pt, poss=False, style="full"), "\n")
    doc.add("\nQ: Describe the problem\nA: ")
    side = pick(rng, ["left", "right"])
    gp = staff(rng, ctx, "gp")
    kw = {"side": side, "day": D(rng, before(rng, sub, 1, 9), ["wd", "wd", "ord", "dm"]), "otc": pick(rng, OTC),
          "month": D(rng, add_days(sub, -rng.randint(40, 300)), ["month", "my"]), "rel": [pt.nok_rel, " ", famname(rng, pt.nok, "first")],
          "job": job(pt) if pt.job else P("carer", "PROFESSION"), "emp": P(pt.employer, "ORGANIZATION"),
          "date": D(rng, after(rng, sub, 3, 40), ["ord", "dm", "dmy", "wd_ord"]),
          "dest": country(pick(rng, PL.TRAVEL)[0]), "hosp": P(pick(rng, pr.hospitals), "HOSPITAL"),
          "pharm": P(pick(rng, pr.pharmacies), "HOSPITAL"), "gp": P(gp.last, "DOCTOR")}
    c1 = pick(rng, CTX1)
    doc.f(ask.replace("{ctx1}", c1).rstrip() + "\n", **kw)
    doc.add("Q: How long?\nA: ", pick(rng, ["about 2 weeks", "few days", "months", "since last year", "1 week"]), "\n")
    doc.add("Q: Anything tried?\nA: ", pick(rng, ["paracetamol", "nothing yet", "spoke to pharmacist", "ibuprofen, didnt help"]), "\n")
    doc.add("Q: Preferred contact\nA: ", pick(rng, ["text", "phone call", "email", "any"]), "\n\n")
    adm = staff(rng, ctx, "admin")
    doc.add(pick(rng, ["Care navigator triage: ", "Admin triage: ", "Triaged by "]), P(pick(rng, [adm.first, adm.full]), "DOCTOR"), " ",
            tm(rng, 8, 12), " -> ", pick(rng, ["GP", "PN", "Clinical pharmacist", "Physio (FCP)", "Admin"]), " [",
            pick(rng, ["routine", "same day", "within 48h"]), "]\n")
    doc.add("Clinician response (", docname(rng, gp, pick(rng, ["Dr_last", "Dr_full", "init"])), ", ", D(rng, after(rng, sub, 0, 2), ["dm", "dmy", "wd_dm"]), "):\n")
    r = rng.random()
    if r < 0.4:
        doc.add("Text sent to ", P(pt.mob, "PHONE"), ": 'Dear ", pname(rng, pt, pick(rng, ["first", "title"])),
                pick(rng, [", please book a routine appointment via the link.", ", a prescription has been sent to your pharmacy.",
                           ", your results are normal, no action needed.", ", please call the surgery to book a telephone appointment."]),
                " ", P(pr.name, "HOSPITAL"), "'\n")
    elif r < 0.7:
        doc.add("Tel call to pt ", P(pick(rng, [pt.mob, pt.home or pt.mob]), "PHONE"), " - ", pick(rng, [
            "hx confirmed, rx sent EPS", "booked F2F ", "advised pharmacy first", "no answer, SMS sent"]))
        if doc.parts[-1] == "booked F2F ":
            doc.add(D(rng, after(rng, ctx.date, 1, 7), ["wd_dm", "dm", "wd_ord"]), " ", tm(rng))
        doc.add("\n")
    else:
        doc.add("Email reply sent to ", P(pt.email, "EMAIL"), pick(rng, [" with self-care leaflet ", " with link "]),
                P(pick(rng, ["https://www.example.org/selfcare", "www.example.net/leaflets/%s" % cat.lower().split()[0].replace("'", ""), pr.web]), "URL"), "\n")
    if chance(rng, 0.3):
        doc.add("Coded: ", pick(rng, ["Online consultation", "eConsultation via online application"]), ". Closed by ", P(gp.user, "USERNAME"), "\n")
    return doc


ROUND_ISSUES = [
    ("Weight loss 3kg/month, MUST 2", "Obs stable. Eating small amounts. Mouth ok.", "Fortisip BD, food chart, weigh weekly. Dietitian referral."),
    ("Recurrent falls x3 this month", "L/S BP 128/70 -> 104/62. No injury today.", "Stop doxazosin. Falls sensor mat. Physio review."),
    ("Agitation evenings, known Alzheimer's", "Calm on review. No pain (PAINAD 0). Urine dip neg.", "Non-drug measures, 'This is me' updated. Avoid antipsychotics. Review 2/52."),
    ("Sacral pressure sore cat 2", "3x2cm, clean base, no cellulitis.", "TVN referral, 2-hrly turns, airflow mattress."),
    ("Cough and temp 37.9", "RR 20, SpO2 93% RA, creps R base. NEWS2 3.", "Amoxicillin 500mg TDS 5/7. Obs BD. Call if NEWS2 >=5."),
    ("Constipation, no BO 5 days", "Abdo soft, mildly distended, BS present.", "Laxido 2 sachets BD, review BO chart."),
    ("Medication review (STOMP/structured)", "12 items - 3 stopped.", "Stop simvastatin, stop omeprazole, reduce furosemide. Pharmacist to update MAR."),
    ("End of life - deteriorating", "Sleeping most of day, minimal oral intake, comfortable.", "JIC meds prescribed, family meeting, ReSPECT reviewed."),
    ("Skin tear L forearm", "4cm flap, edges opposed with steristrips.", "Dressings by staff, review 1/52."),
    ("UTI? - dipstick positive", "Afebrile, no new confusion, no dysuria.", "Do NOT treat asymptomatic bacteriuria. Push fluids."),
]


def care_home_round(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    home = pick(rng, PL.CARE_HOMES)
    gp = staff(rng, ctx, "gp")
    nic = Person(rng, sex=pick(rng, ["F", "F", "M"]))
    doc.add(P(home, "HOSPITAL"), pick(rng, [" - weekly GP ward round", " | Care home round", " - MDT ward round"]), "\n")
    doc.add("Date: ", D(rng, ctx.date, ["wd_long", "dmy", "wd_comma", "wd_dm"]), "   GP: ", docname(rng, gp, pick(rng, ["Dr_full", "Dr_last"])),
            "   Nurse in charge: ", P(nic.full, "DOCTOR"), pick(rng, [" RGN", " (RN)", ", deputy manager", ""]), "\n")
    if chance(rng, 0.6):
        doc.add("Home tel: ", P(land(rng, ctx.country, pr.town), "PHONE"))
        if chance(rng, 0.5):
            doc.add("   Secure email: ", P("%s@example.net" % home.lower().replace(" ", ".").replace("'", ""), "EMAIL"))
        doc.add("\n")
    if chance(rng, 0.4):
        doc.add("Also present: ", P(pr.pharmacist.full, "DOCTOR"), " (PCN pharmacist)", pick(rng, ["", ", "]))
        if doc.parts[-1] == ", ":
            doc.add(P(Person(rng).full, "DOCTOR"), " (community matron)")
        doc.add("\n")
    doc.add("\n")
    for issue, obs, plan in pick(rng, ROUND_ISSUES, rng.randint(3, 6)):
        pt = ctx.patient(min_age=72, max_age=102)
        room = pick(rng, [str(rng.randint(1, 48)), "%d%s" % (rng.randint(1, 30), pick(rng, ["A", "B"]))])
        doc.add(pick(rng, ["Room ", "Rm ", "Room no. "]), P(room, "LOCATION_OTHER"), " - ",
                pname(rng, pt, pick(rng, ["title_full", "title", "full", "LAST,"])), " ", AGE(rng, pt.age, pt.sex, pick(rng, ["paren", "yo", "sexsp", "y"])))
        if chance(rng, 0.5):
            doc.add("  DOB ", dob(rng, pt, ["dmy", "dmy2"]))
        if chance(rng, 0.5):
            doc.add("  ", nhsid(rng, pt))
        doc.add("\n  Issue: ", issue, "\n  O/E: ", obs, "\n  Plan: ", plan, "\n")
        x = rng.random()
        if x < 0.45:
            doc.add("  Family: ", rel_phrase(rng, pt, poss=False), pick(rng, [" updated by phone ", " aware - tel ", " informed "]),
                    P(pt.nok_phone, "PHONE"), "\n")
        elif x < 0.6:
            doc.add("  ReSPECT/DNACPR: ", pick(rng, ["in place ", "reviewed, unchanged ", "discussed with LPA "]))
            if doc.parts[-1].startswith("discussed"):
                doc.add(rel_phrase(rng, pt, poss=False, style="full"), " ")
            doc.add(D(rng, add_days(ctx.date, -rng.randint(0, 500)), ["dmy", "dmy2", "my"]), "\n")
        elif x < 0.7:
            doc.add("  Hearing aid serial ", P("HA%s" % digits(rng, 8), "DEVICE"), " lost - audiology ", P(pick(rng, pr.hospitals), "HOSPITAL"), " to replace\n")
        elif x < 0.8:
            doc.add("  Recent admission ", P(pick(rng, pr.hospitals), "HOSPITAL"), " ", D(rng, before(rng, ctx.date, 5, 40), ["dmy", "dm"]), ", discharge letter on file\n")
        elif x < 0.88:
            doc.add("  Formerly a ", job(pt), pick(rng, [" - enjoys talking about work", "; life story book done"]), "\n")
        doc.add("\n")
    doc.add("Actions for home:\n- ", pick(rng, ["weekly weights all residents on MUST >=1", "repeat obs for Rm flagged above",
                                               "order dressings via ", "send urine only if symptomatic"]))
    if doc.parts[-1] == "order dressings via ":
        doc.add(P(pick(rng, pr.pharmacies), "HOSPITAL"))
    doc.add("\n- Next round: ", D(rng, add_days(ctx.date, 7), ["wd_dm", "wd_long", "dm", "wd_ord"]), "\n")
    sgn = rng.random()
    if sgn < 0.5:
        doc.add("Entered into record by ", P(gp.user, "USERNAME"), " ", tm(rng, 13, 18), "\n")
    else:
        doc.add(docname(rng, gp, pick(rng, ["Dr_full", "full"])), " (", P(pr.name, "HOSPITAL"), ")\n")
    return doc
