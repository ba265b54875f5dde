"""Genre safeguarding_referral: child / adult-at-risk referrals from events."""
import phi
import people as PE
import pools_places as PP
import common as C
from notelib import Note

GENRE = "safeguarding_referral"

SCEN = [
    ("child", "Lone intoxicated young person", [
        "Found by stewards sitting alone behind the food court, vomiting, unable to say where friends were.",
        "States 'i told mum i was staying at {friend}'s'. Had a wristband but no ticket in own name.",
        "Smelled strongly of alcohol, GCS 14. Denied drugs. Phone battery dead."]),
    ("child", "Possible criminal exploitation", [
        "Security observed young person handing small bags to adults near the campsite on several occasions.",
        "Found with 14 wraps and GBP 380 cash. Said 'i have to sell it or they'll come to my house'.",
        "Two older males were seen waiting for him at the gate and left when security approached."]),
    ("child", "Lost child", [
        "Child brought to lost child point by member of public after being found crying near the funfair.",
        "Able to give first name and mum's first name only. No wristband with contact number.",
        "Mother located after 48 min via PA announcement and radio; appeared intoxicated on arrival."]),
    ("adult", "Disclosure of sexual assault", [
        "Disclosed to welfare volunteer that she was assaulted in a tent in the campsite in the early hours.",
        "Does not know the male's name; describes him as 'tall, ginger beard, striped football shirt'.",
        "Wishes to speak to police. Clothing retained in evidence bags by police."]),
    ("adult", "Adult at risk - separated from carer", [
        "Adult with learning disability and epilepsy found distressed at the accessible viewing platform.",
        "Carer had gone to the bar 90 min earlier and not returned; pt has no phone.",
        "Unable to manage own medication (lamotrigine due 21:00)."]),
    ("adult", "Domestic abuse witnessed", [
        "Medic saw partner grab patient by the throat outside the medical centre.",
        "Patient later disclosed 'it's not the first time' and that he controls her money and phone.",
        "DASH risk assessment completed: 15 ticks - HIGH risk, MARAC referral needed."]),
    ("child", "Suspected drink spiking", [
        "Reports drink tasted 'salty' then felt very drowsy within 20 min; friends brought her to medical.",
        "Needle-spiking concern: small red mark L upper arm noted.",
        "Urine sample taken with consent and handed to police within evidential window."]),
]


def _ref_agencies(rng, c):
    if c.country == "UK":
        la = rng.choice(PP.COUNTIES_UK) + rng.choice([" County Council Children's Services", " MASH", " Adult Social Care"])
    elif c.country == "US":
        la = rng.choice(["Cedar County", "Osage County", "Pruett Valley"]) + rng.choice([" DCFS", " Child Protective Services", " Adult Protective Services"])
    else:
        la = rng.choice(["Coastal District", "Inland Regional", "Mallee"]) + rng.choice([" Child Protection Helpline", " Family Services"])
    return la


def gen(rng, country):
    kind = rng.choice(["festival", "festival", "stadium", "public"])
    c = PE.make_ctx(rng, country, kind)
    who, title, lines = rng.choice(SCEN)
    p = PE.make_patient(rng, country, c.d0, kind)
    if who == "child":
        p.age = rng.randint(4, 11) if title == "Lost child" else rng.randint(13, 17)
        p.dob = phi.dob_for_age(rng, p.age, c.d0)
    if title in ("Disclosure of sexual assault", "Domestic abuse witnessed", "Suspected drink spiking"):
        p.sex, p.he, p.his, p.him = "F", "she", "her", "her"
        p.first = rng.choice(PE.PN.FEMALE)
        p.middle = ""
    ref = PE.make_staff(rng, country, rng.choice(["paramedic", "staff nurse", "RN", "welfare lead", "event doctor"]))
    dsl = PE.make_staff(rng, country, rng.choice(["medical manager", "clinical lead", "welfare lead"]))
    officer = PE.make_other(rng, country)
    n = Note()
    n.w(rng.choice(["SAFEGUARDING REFERRAL FORM", "Safeguarding Concern - Referral", "CONCERN FOR WELFARE / SAFEGUARDING REPORT",
                    "Mandated Report - Safeguarding"]), " (" + ("Child" if who == "child" else "Adult at Risk") + ")\n")
    n.w("Ref: ", ("IDNUM", phi.sg_ref(rng, c.d0)), "     Category: " + title + "\n")
    n.w("Date/time of concern: ", C.D(rng, c, c.d0), " " + C.hhmm(rng, 13, 23, "colon") + "\n")
    n.w("Event: ", ("ORGANIZATION", c.event), " at ", ("LOCATION_OTHER", c.venue), ", ", ("CITY", c.venue_addr.city), "\n\n")
    n.w("1. REFERRER\n")
    n.w("Name: ", PE.nm(rng, ref, "DOCTOR", "full"), "   Role: " + ref.role + "\n")
    n.w("Organisation: ", ("ORGANIZATION", c.provider), "\n")
    n.w("Contact: ", ("PHONE", ref.phone), " / ", ("EMAIL", ref.email), "\n")
    n.w("DSL informed: ", PE.nm(rng, dsl, "DOCTOR", rng.choice(["full", "fi_last"])), " at " + C.hhmm(rng, 13, 23) + " (", ("PHONE", dsl.phone), ")\n\n")
    n.w("2. PERSON OF CONCERN\n")
    n.w("Name: ", PE.nm(rng, p, "PATIENT", rng.choice(["full", "fmfull", "LF"])))
    if rng.random() < 0.3:
        n.w('  (also gave name "', PE.nm(rng, p, "PATIENT", "nick" if p.first in PE.PN.NICK else "first"), '")')
    n.w("\n")
    if rng.random() < 0.7:
        n.w("DOB: ", C.D(rng, c, p.dob), "   Age: ", ("AGE", str(p.age)), "\n")
    else:
        n.w("DOB: unknown   Age: approx ", ("AGE", str(p.age)), " (self-reported ", ("AGE", str(p.age + rng.choice([0, 1, 2]))), ")\n")
    n.w("Sex: " + p.sex + "   Ethnicity: " + rng.choice(["White British", "Black Caribbean", "Asian British - Pakistani", "Mixed", "not stated",
                                                          "Aboriginal", "Hispanic", "White other"]) + "\n")
    n.w("Address: ", PE.addr_inline(p.addr, with_country=rng.random() < 0.2), "\n")
    if p.foreign:
        n.w("Nationality/residence: ", ("COUNTRY", p.foreign), " - interpreter " + rng.choice(["not needed", "requested", "via phone line"]) + "\n")
    if country == "US" and rng.random() < 0.5:
        n.w("SSN (from ID): ", ("SSN", p.ssn), "\n")
    if who == "child" and p.age >= 11:
        n.w("School/college: ", ("ORGANIZATION", rng.choice(PP.SCHOOLS)), "\n")
    elif who == "adult":
        n.w("Occupation: ", ("PROFESSION", p.job), "\n")
    if rng.random() < 0.5:
        n.w(c.gp + ": ", ("HOSPITAL", PE.practice(rng, country)), "\n")
    n.w("\n3. PARENT / CARER / OTHERS\n")
    rels = ["mother", "father"] if who == "child" else ["partner", "carer", "sister"]
    for rel in rng.sample(rels, rng.randint(1, len(rels))):
        f = PE.make_other(rng, country, rel=rel)
        f.last = p.last if rel in ("mother", "father", "sister") and rng.random() < 0.7 else f.last
        n.w(rel.capitalize() + ": ", PE.nm(rng, f, "FAMILY", "full"), "   Tel: ", ("PHONE", f.phone))
        if rng.random() < 0.3:
            n.w("   (", rng.choice(["lives at same address", "separated, lives in "]))
            if n._parts[-1] == "separated, lives in ":
                n.w(("CITY", rng.choice(PP.TOWNS[country])))
            n.w(")")
        n.w("\n")
    friend = PE.make_other(rng, country)
    n.w("\n4. DETAILS OF CONCERN\n")
    for ln in lines:
        if "{friend}" in ln:
            a, b = ln.split("{friend}")
            n.w(a, PE.nm(rng, friend, "FAMILY", "first"), b, " ")
        else:
            n.w(ln + " ")
    n.w("\n")
    n.w("In their own words: \"" + rng.choice(["i just want to go home", "please don't tell my dad", "i didn't want to", "i don't know where i am",
                                              "he said he'd hurt my mum", "i'm fine honestly"]) + "\"\n")
    if rng.random() < 0.5:
        n.w("Seen in medical centre, ", C.bed(rng), ", PRF ", ("ACCOUNT", phi.prf_no(rng)), ".\n")
    n.w("\n5. ACTIONS TAKEN\n")
    n.w("- Police informed: ", ("ORGANIZATION", c.police), ", " + rng.choice(["PC ", "DC ", "Officer ", "Sgt "]),
        PE.nm(rng, officer, "FAMILY", rng.choice(["last", "full"])), ", ref ", ("IDNUM", phi.sg_ref(rng, c.d0)), "\n")
    la = _ref_agencies(rng, c)
    n.w("- Referral to ", ("ORGANIZATION", la), " by phone " + C.hhmm(rng, 13, 23) + ", spoke to duty worker ",
        PE.nm(rng, PE.make_other(rng, country), "FAMILY", "full"), "\n")
    if title in ("Disclosure of sexual assault", "Suspected drink spiking"):
        n.w("- Forensic samples: early evidence kit, DNA sample ref ", ("BIOID", phi.bioid(rng, "dna")), " handed to police at " + C.hhmm(rng) + "\n")
        n.w("- SARC referral: ", ("HOSPITAL", rng.choice(["Rowan House SARC", "The Willow Centre", "Haven Suite"])), " - appointment ",
            C.D(rng, c, C.plus(c.d0, 1)), "\n")
    if title == "Lost child":
        n.w("- Reunited with parent at " + C.hhmm(rng) + "; parent ID checked (driving licence ", ("LICENSE", phi.driver_lic(rng, country, p.last)), ")\n")
    if rng.random() < 0.3:
        n.w("- Biometric: fingerprint taken by police for ID, ref ", ("BIOID", phi.bioid(rng, "fp")), "\n")
    n.w("- Consent: " + rng.choice(["obtained verbally", "not sought - child at risk of significant harm", "person has capacity and consents",
                                    "declined - shared without consent under vital interests"]) + "\n")
    n.w("- Outcome: " + rng.choice(["released to parent", "conveyed to hospital", "left with police", "taken home by carer",
                                    "remains with welfare until collected"]) + "\n\n")
    n.w("Signed: ", PE.nm(rng, ref, "DOCTOR", "full"), "  ", C.D(rng, c, c.d0, "num"), "\n")
    n.w("Countersigned (DSL): ", PE.nm(rng, dsl, "DOCTOR", rng.choice(["full", "init"])), "\n")
    if rng.random() < 0.5:
        n.w("Uploaded to case system by ", ("USERNAME", dsl.user), " from ", ("IPADDR", phi.ipaddr(rng)), "\n")
    return n
