"""Genres: toxicology consult to ED, workplace exposure report, paediatric ingestion advice, bite/envenomation advice."""
import clin
import common
import story
from note import P

REASON_PHRASE = {"Intentional - suspected suicidal": "intentional self-poisoning", "Intentional - misuse": "intentional misuse",
                 "Intentional - abuse": "recreational use", "Unintentional - general": "unintentional ingestion",
                 "Unintentional - occupational": "occupational exposure", "Unintentional - therapeutic error": "therapeutic error",
                 "Bite/envenomation": "envenomation", "Adverse reaction - drug": "adverse drug reaction",
                 "Unintentional - environmental": "environmental exposure", "Unintentional - food": "food poisoning",
                 "Unintentional - storage": "unintentional ingestion (storage)", "Unintentional - foreign body": "foreign body ingestion"}

LOCAL_EXAM = {"work": ["eyes: conjunctival injection, fluorescein uptake nil", "chest: scattered wheeze, no stridor",
                      "skin: erythema R hand, no blistering; sensation intact", "alert, no toxidrome"],
              "bite": ["swelling to 12 cm proximal to bite, marked at 1400; no bleeding from gums", "two puncture marks, minimal erythema",
                       "local erythema 3 cm, no lymphangitis", "ptosis absent, no bulbar signs"],
              "med": ["alert, no toxidrome"]}

TOXIDROMES = ["pupils 6 mm, dry axillae, flushed, bowel sounds hypoactive, bladder palpable (anticholinergic)",
              "pupils 2 mm, RR 8, no clonus (opioid)", "diaphoretic, inducible clonus 6 beats bilat ankles, hyperreflexia",
              "no toxidrome; alert, oriented x3", "salivation, lacrimation, fasciculations (cholinergic)",
              "tremor, hyperreflexia, no clonus", "agitated, mydriasis 7 mm, diaphoretic (sympathomimetic)",
              "somnolent but rousable to voice, GCS 13 (E3V4M6)", "no focal neuro deficit; Babinski downgoing"]


def tox_consult(c, n):
    r = c.rng
    tox, fellow, edmd, rn = common.staff(c, 4)
    h = c.hospital("hosp")
    pcc = c.hospital("pcc")
    tt = common.times(c, 4)
    n.ln(r.choice(["MEDICAL TOXICOLOGY CONSULTATION", "Toxicology Consult Note", "TOX CONSULT - ED", "Clinical Toxicology Consult"]))
    if r.random() < 0.5:
        n.ln("Patient: {pt}   MRN: {m}   DOB: {d} ({a})", pt=c.pt.nm(r.choice(["LAST_FIRST", "LAST_FIRST_MI", "full"])), m=c.mrn(),
             d=c.date(c.dob_d), a=common.pt_age(c, r.choice(["y", "sex", "yo"])))
        n.ln("Encounter: {e}   Location: {h} ED, {bx} {b}", e=c.account(), h=h, bx=r.choice(["bed", "Bay", "Resus", "room"]), b=c.bed())
    else:
        n.ln("{pt} | {a} | MRN {m} | CSN {e}", pt=c.pt.nm("LAST_FIRST"), a=[common.pt_age(c, "y"), " ", c.sex], m=c.mrn(), e=c.account())
        n.ln("Seen in: {h} Emergency, bed {b}", h=h, b=c.bed())
    n.ln("Date of service: {d}   Time: {t}", d=c.date(c.d0), t=tt[1])
    n.ln("Requesting physician: {e}   Consultant: {t}{cr}", e=common.staff_ref(c, edmd, True), t=tox.nm(r.choice(["full", "init_sur"])),
         cr=common.cred(c, "md"))
    if r.random() < 0.5:
        n.ln("Fellow: {f}   Referred via: {pcc} (case {k})", f=common.staff_ref(c, fellow, True), pcc=pcc, k=c.case_no())
    n.ln()
    g = c.scen["grp"]
    n.ln("Reason for consultation: {x}", x=r.choice({"adult": ["intentional ingestion", "unknown ingestion, altered", "abnormal ECG after OD",
                                                                 "overdose - risk assessment"],
                                                       "peds": ["paediatric ingestion", "unintentional ingestion, toddler"],
                                                       "work": ["occupational exposure", "chemical exposure at work"],
                                                       "bite": ["envenomation", "snakebite - antivenom question"],
                                                       "med": ["therapeutic error"]}[g]))
    n.ln()
    n.add("HPI: ", story.event(c), " ")
    n.ln("Presented to {h} at {t}{w}. Symptoms: {s}. {x}", h=r.choice([h, "triage", "our ED"]) if r.random() < 0.5 else h, t=tt[0],
         w=[r.choice([" on ", " - "]), c.date(c.d0, r.choice(["md", "mon_d", "weekday", "d_mon"]))] if r.random() < 0.5 else "",
         s=story.sx(c), x=r.choice(["Co-ingestants: EtOH.", "Denies co-ingestants.", "Collateral obtained from family.", "UDS pending."]) if g == "adult" else "")
    if r.random() < 0.4:
        n.ln("Collateral from {cl} (ph {ph}).", cl=story.caller_pieces(c), ph=c.phone())
    n.ln("PMH: {p}. Meds: {m}. Allergies: {a}.", p=story.pmh(c), m=story.meds(c), a=story.allergies(c))
    n.add("Social: ", story.social(c), "\n")
    if g in ("adult", "peds") and r.random() < 0.25:
        n.add(story.travel(c), "\n")
    if r.random() < 0.3:
        gp = common.staff(c)
        n.ln("PCP: {g}, {cl}", g=common.staff_ref(c, gp, True), cl=c.hospital("clinic"))
    n.ln()
    n.ln("Exam: {v}", v=clin.vitals(c, c.age_y, r.randint(0, 2)))
    n.ln("  {x}", x=r.choice(TOXIDROMES) if g in ("adult", "peds") else r.choice(LOCAL_EXAM[g]))
    n.ln("Labs: {l}", l=clin.labs(c, c.scen["labs"], r.choice([4, 4, 6, 8])))
    n.ln("  {l}", l=clin.labs(c, r.choice([k for k in ("bmp", "ecg", "vbg", "cbc") if k != c.scen["labs"]])))
    if r.random() < 0.4:
        n.ln("Specimens: serum {a}, urine {b} sent to reference lab", a=c.idnum("accession"), b=c.idnum("accession"))
    n.ln()
    sxw = r.random() < 0.6
    n.ln("Assessment: {a}{s} with {x}. {y}", a=common.pt_age(c, r.choice(["y/o", "yo"]) if sxw else "sex"), s=(" " + common.sexw(c, "word")) if sxw else "",
         x=REASON_PHRASE.get(c.scen["reason"], "exposure") + " - " + c.sub,
         y=r.choice(["Currently stable.", "Moderate toxicity.", "High-risk ingestion.", "Low risk, likely medically clear after obs."]))
    n.ln("Recommendations:")
    recs = [story.ed_mgmt(c), "repeat labs in 4 h", "continuous cardiac monitoring", "avoid QT-prolonging agents",
            "suicide risk assessment by psychiatry once medically clear" if "Intentional" in c.scen["reason"] else "occ health follow-up",
            "no role for activated charcoal at this time",
            "activated charcoal 50 g PO if airway protected", "whole bowel irrigation not indicated",
            "admit to " + r.choice(["ICU", "step-down", "medicine", "obs unit"])]
    for i, x in enumerate([recs[0]] + r.sample(recs[1:], r.randint(2, 4))):
        n.ln("{i}. {x}", i=str(i + 1), x=x)
    n.ln("Dx: {d} ({i}). {x}", d=REASON_PHRASE.get(c.scen["reason"], "poisoning"), i=r.choice(clin.ICD), x=story.negatives(c, 2))
    n.ln("Discussed with {e} and bedside RN {rn} at {t}. Will follow; call with questions.", e=common.staff_ref(c, edmd, True, ["surname", "full"]),
         rn=rn.nm(r.choice(["given", "full"])), t=tt[2])
    n.ln()
    n.add(common.signoff(c, tox, "md", prefix=r.choice(["", "Signed: ", "Attending: "])), "\n")
    n.ln("{pg} {ph}", pg=r.choice(["Pager", "pgr", "Tox on-call", "Cell"]), ph=c.phone(ext=False))
    if r.random() < 0.3:
        n.ln("cc: {g}, fax {f}", g=common.staff_ref(c, common.staff(c), True), f=c.fax())
    if r.random() < 0.2:
        n.ln("Dictated {d}; transcribed {d2} DD/{i}", d=c.date(c.d0, "mdy_pad" if c.country == "US" else "dmy"),
             d2=c.date(c.shift(1), "mdy_pad" if c.country == "US" else "dmy"), i=common.staff(c).nm("lower_initials"))


AU_REG = {"NSW": "SafeWork NSW", "VIC": "WorkSafe Victoria", "QLD": "Workplace Health and Safety Queensland", "SA": "SafeWork SA",
          "WA": "WorkSafe WA", "TAS": "WorkSafe Tasmania", "NT": "NT WorkSafe", "ACT": "WorkSafe ACT"}
REGS = {"US": ["OSHA", "NIOSH", "state OSHA plan", "Cal/OSHA"], "CA": ["WorkSafeBC", "WSIB", "WCB Alberta", "CNESST", "WorkSafeNB"],
        "AU": ["SafeWork NSW", "WorkSafe Victoria", "Workplace Health and Safety Queensland", "Comcare"]}
UN = {"hf": ("UN 1790", "7664-39-3"), "op": ("UN 3018", "2921-88-2"), "chlorine": ("UN 1017", "7782-50-5"),
      "ammonia": ("UN 1005", "7664-41-7"), "phosphine": ("UN 1397", "20859-73-8"), "h2s": ("UN 1053", "7783-06-4"),
      "dcm": ("UN 1593", "75-09-2"), "cyanide": ("UN 1689", "143-33-9"), "formalin": ("UN 2209", "50-00-0")}


def workplace(c, n):
    r = c.rng
    emp = c.org("employer")
    c.employer = emp
    ohn = common.staff(c)
    spi = common.staff(c)
    n.ln(r.choice(["WORKPLACE EXPOSURE REPORT", "Occupational Exposure - Poison Centre Report", "Incident notification (WHS) - chemical exposure",
                   "Employee Exposure Incident Form"]))
    n.ln("Report no.: {k}   Date of report: {d}", k=c.idnum("incident"), d=c.date(c.shift(r.randint(0, 2))))
    n.ln()
    n.ln("EMPLOYER / SITE")
    n.ln("Company: {e}", e=emp)
    n.add("Site address: ", c.address(), "\n")
    n.ln("Site phone: {p}   Fax: {f}", p=c.phone(ext=r.random() < 0.4), f=c.fax())
    n.ln()
    n.ln("WORKER")
    n.ln("Name: {pt}   Employee no.: {e}", pt=common.pt_name(c, ["LAST_FIRST", "full", "full_mi", "last_first"]), e=c.idnum("staff"))
    n.ln("DOB: {d}   Age: {a}   Sex: {s}", d=c.date(c.dob_d), a=common.pt_age(c, r.choice(["y", "yrs", "age"]) if r.random() < 0.3 else "y"), s=c.sex)
    n.ln("Job title: {j}   Shift: {s}", j=c.job, s=r.choice(["day", "night", "0600-1430", "swing", "12 h rotating"]))
    n.add("Home address: ", c.address(), "\n")
    n.ln("Phone: {p}", p=c.phone(mobile=True))
    if r.random() < 0.5:
        n.ln("Claim no.: {k}   Insurer ref: {h}", k=c.idnum("claim"), h=c.healthplan())
    if r.random() < 0.75:
        n.ln("SSN/SIN (payroll): {s}", s=c.ssn()) if c.country != "AU" else n.ln("TFN (payroll): {s}", s=c.ssn())
    if r.random() < 0.45:
        n.ln("Site access: biometric {k} {b}", k=r.choice(["fingerprint ID", "hand template", "face ID", "palm vein ID"]), b=c.bioid())
    if r.random() < 0.3:
        n.ln("Forklift/plant licence: {l}   Driver licence: {d}", l=c.license("plant"), d=c.license("dl"))
    n.ln()
    n.ln("INCIDENT")
    n.ln("Date/time: {d} at {t}   Location on site: {l}", d=c.date(c.d0), t=c.time(),
         l=r.choice(["chemical store", "pump room", "loading dock", "wash-down area", "grain silo", "plating line", "back paddock"]))
    un = UN.get(c.scen["key"])
    n.ln("Product: {p}{u}", p=c.sub, u=(" (%s, CAS %s)" % un) if un else "")
    if r.random() < 0.4:
        n.ln("SDS retrieved from {u}", u=c.url())
    n.ln("PPE worn: {p}", p=r.choice(["nitrile gloves, safety glasses", "none", "half-face respirator (P2 cartridges)",
                                       "PVC apron, face shield", "gloves only - torn", "SCBA not available"]))
    n.add("Description: ", story.event(c), "\n")
    sup = getattr(c, "supervisor", None) or c.person("FAMILY")
    n.ln("Supervisor: {s}   Ph: {p}   Email: {e}", s=sup.nm(r.choice(["full", "init_sur"])), p=c.phone(), e=c.email(sup))
    if r.random() < 0.5:
        w = c.person("FAMILY")
        n.ln("Witness: {w} ({j}) - {x}", w=w.nm("full"), j=r.choice(["co-worker", "leading hand", "apprentice", "forklift driver", "site first aider"]), x=r.choice(["also exposed, asymptomatic", "not exposed", "provided first aid"]))
    n.ln("First aid: {x}", x=r.choice(["eyewash 15 min", "safety shower, clothing removed", "moved to fresh air", "Ca gluconate gel applied",
                                        "none prior to call"]))
    n.ln()
    n.ln("CLINICAL")
    n.ln("Symptoms: {s}. Vitals (site nurse): {v}", s=story.sx(c), v=clin.vitals(c, c.age_y, r.randint(0, 1)))
    n.ln("Poison centre advice ({sp}, {t}): {a}.", sp=spi.nm(r.choice(["full", "init_sur"])), t=c.time(), a=story.advice(c))
    h = c.hospital("hosp")
    n.ln("Transported to {h} by {m}. {e}", h=h, m=r.choice(["ambulance", "company vehicle", "private car"]) if r.random() < 0.7 else
         ["ambulance (", c.org("ems"), ")"], e=r.choice(["Treated and released.", "Admitted overnight.", "Awaiting review.", ""]))
    if r.random() < 0.3:
        n.ln("Company vehicle rego/plate: {p}", p=c.plate())
    if c.country == "AU":
        reg = AU_REG.get(c.st, "Comcare") if r.random() < 0.85 else "Comcare"
    elif c.country == "US":
        reg = "Cal/OSHA" if c.st == "CA" else r.choice(["OSHA", "OSHA", "NIOSH", "state OSHA plan"])
    else:
        reg = {"BC": "WorkSafeBC", "ON": "WSIB", "AB": "WCB Alberta", "QC": "CNESST", "NB": "WorkSafeNB"}.get(c.st, "provincial WCB")
    n.ln("Notified: {x}", x=reg + r.choice([" (notifiable incident)", " - not notifiable", ""]))
    n.ln("Return to work: {x}", x=r.choice([["modified duties from ", c.date(c.shift(r.randint(1, 9)))], ["off until cleared by occ health"], ["next shift"]]))
    n.ln()
    n.add(common.signoff(c, ohn, "nurse", prefix=r.choice(["Occupational health nurse: ", "Completed by: ", "WHS advisor: "])), "\n")
    n.ln("Contact: {e}  {p}", e=c.email(ohn), p=c.phone(ext=True))


def peds_ingestion(c, n):
    r = c.rng
    spi = common.staff(c)
    pcc = c.hospital("pcc")
    tt = common.times(c, 4)
    t_ing = tt.pop(0)
    style = r.randint(0, 2)
    if style == 0:
        n.ln(r.choice(["Paediatric ingestion - advice note", "PEDIATRIC INGESTION ADVICE", "Child ingestion call"]) + " ({p})", p=pcc)
        n.ln("{d} {t}   Specialist: {s}", d=c.date(c.d0), t=tt[0], s=spi.nm(r.choice(["full", "init_sur", "initials_nodot"])))
        n.ln()
        n.ln("Child: {pt}, {a}, {w} kg", pt=c.pt.nm(r.choice(["full", "given_init", "full"])), a=common.pt_age(c), w="%g" % c.wt)
        n.ln("Caller: {cl} on {ph}", cl=story.caller_pieces(c), ph=c.phone(mobile=True))
    elif style == 1:
        n.ln("{pcc} - {d}", pcc=pcc, d=c.date(c.d0, r.choice(["long", "dmonY", "wd_full"])))
        n.add("Call at ", tt[0], " from ", story.caller_pieces(c), " (", c.phone(), ") re ", c.pt.nm(r.choice(["given", "full"])), ", ",
              common.pt_age(c), " ", common.sexw(c, "child"), ", approx ", "%g" % c.wt, " kg.\n")
    else:
        n.ln("Call summary  |  case {k}  |  {d}", k=c.case_no(), d=c.date(c.d0))
        n.ln("Pt {pt} ({a}, {w}kg)  Caller {cl}  ph {ph}", pt=c.pt.nm(r.choice(["initials", "given_init", "full"])), a=common.pt_age(c),
             w="%g" % c.wt, cl=c.caller.nm(r.choice(["given", "full"])), ph=c.phone())
    if r.random() < 0.5:
        n.ln("Home: {a}", a=c.address())
    n.ln()
    n.add("What happened: ", story.event(c), "\n")
    n.ln("Product: {s}. Amount: {a}.", s=c.sub, a=r.choice(c.scen["amt"]))
    dc = clin.dose_calc(c, c.scen, c.wt)
    if dc:
        n.ln("Worst-case dose: {d}", d=dc)
    n.ln("Symptoms now: {s}. Hx: {h}.", s=story.sx(c), h=story.pmh(c))
    if r.random() < 0.3:
        n.add(story.travel(c), "\n")
    n.ln()
    n.ln("Time of ingestion: {t} ({x}). Weight source: {w}.", t=t_ing, x=r.choice(["witnessed", "estimated", "unknown - last seen well time used"]),
         w=r.choice(["caller estimate", "recent GP visit", "blue book" if c.country == "AU" else "last well-child visit", "scale at home"]))
    n.ln("Other products accessible: {x}", x=r.choice(["none reported", "dishwasher tablets under sink (unlocked)", "grandparent's dosette on bench",
                                                        "vitamins, iron, paracetamol in handbag" if c.country == "AU" else "vitamins, iron, acetaminophen in purse",
                                                        "cleaning products in laundry, lock fitted"]))
    n.ln("Notes: {x}", x=story.negatives(c, r.randint(1, 2)))
    n.ln("Risk assessment: {r}", r=r.choice(["non-toxic amount", "potentially toxic", "minimal risk", "unable to exclude toxic dose",
                                             "toxic - hospital assessment required"]))
    n.ln("Advice: {a}.", a=story.advice(c))
    if r.random() < 0.5:
        h = c.hospital("hosp")
        n.ln("Referred to {h}; triage RN {rn} notified at {t} ({ph}).", h=h, rn=common.staff(c).nm(r.choice(["given", "full", "init_sur"])),
             t=tt[1], ph=c.phone(ext=True))
    if r.random() < 0.5:
        n.ln("Regular doctor: {g}, {cl}", g=common.staff_ref(c, common.staff(c), True, ["full", "init_sur", "surname"]), cl=c.hospital("clinic"))
    if r.random() < 0.3:
        n.ln("Discussed with tox on call {t}: {e}.", t=common.staff_ref(c, common.staff(c), True, ["surname", "full"]), e=story.ed_mgmt(c))
    n.ln("Caller understanding: {x}", x=r.choice(["teach-back done, caller repeated advice correctly", "caller anxious but agrees with plan",
                                                   "second caregiver on speaker, both understand", "caller wants to take child in anyway - supported"]))
    if r.random() < 0.3:
        n.ln("Info sheet emailed to {e}", e=c.email(c.caller))
    n.ln("Safety: {x}", x=r.choice(["discussed child-resistant caps; store up high and out of sight", "magnet fridge sticker with PC number posted",
                                     "advised to lock away medicines, especially visitors' bags", "button battery compartments - tape/screw shut"]))
    if r.random() < 0.6:
        n.ln("Callback: {d} {t} to {ph} - {x}", d=c.date(c.d0, r.choice(["md", "mon_d", "d_mon", "weekday"])), t=tt[2], ph=c.phone(),
             x=r.choice(["child well, playing", "no answer", "vomited once, now fine", "mother says back to normal", "presented to ED as advised"]))
    if r.random() < 0.3:
        n.ln("Sibling {s} ({a}) checked - no exposure.", s=c.person("FAMILY", surname=c.pt.surname, origin=c.pt.origin).nm("given"), a=c.child_age(r.randint(24, 150)))
    n.ln()
    if r.random() < 0.2:
        n.add("/", spi.nm("lower_initials"), "\n")
    else:
        n.add(r.choice(["-- ", "", "Signed ", "Specialist: "]), spi.nm(r.choice(["full", "init_sur", "initials", "full"])),
              r.choice(["", " SPI", ", RN", " (PIS)", ", CSPI"]), "\n")


def bite_envenom(c, n):
    r = c.rng
    spi, tox = common.staff(c, 2)
    pcc = c.hospital("pcc")
    tt = common.times(c, 4)
    key = c.scen["key"]
    n.ln(r.choice(["Envenomation / bite advice note", "BITE & STING ADVICE RECORD", "Animal bite / envenomation call"]))
    n.ln("{pcc}  case {k}  {d}", pcc=pcc, k=c.case_no(), d=c.date(c.d0))
    n.ln("Specialist: {s}   Tox on call: {t}", s=spi.nm(r.choice(["full", "init_sur"])), t=common.staff_ref(c, tox, True, ["surname", "init_sur", "full"]))
    n.ln()
    n.ln("Pt: {pt}  {a}  {sx}  wt {w} kg", pt=common.pt_name(c), a=common.pt_age(c), sx=common.sexw(c), w="%g" % c.wt)
    n.ln("Caller: {cl}  ph {ph}", cl="self" if c.age_y > 17 and r.random() < 0.4 else story.caller_pieces(c), ph=c.phone())
    loc = 0 if key in ("marine", "scorpion") and c.country == "AU" else r.randint(0, 2)
    if loc == 0:
        n.ln("Where: {l}, {city} {st}", l=c.landmark(), city=P(c.city, "CITY"), st=P(c.st, "STATE"))
    elif loc == 1:
        n.ln("Where: {a}", a=c.address())
    else:
        n.ln("Where: property off {s}, {co}", s=c.street_name(), co=c.county() if c.country == "US" else P(c.city, "CITY"))
    n.ln("Time of bite/sting: {t} ({w})", t=tt[0], w=r.choice(["~40 min before call", "approx 2 h prior", "unknown, found in am", "just now"]))
    n.ln()
    n.ln("Agent: {s}. {a}.", s=c.sub, a=r.choice(c.scen["amt"]))
    if r.random() < 0.4:
        n.ln("Photo sent to {e} - {x}", e=c.email(None) if r.random() < 0.5 else c.url(),
             x=r.choice(["ID confirmed by tox on call", "species uncertain", "consistent with description", "image too blurry"]))
    n.ln("Symptoms: {s}", s=story.sx(c))
    if r.random() < 0.2:
        n.add(story.travel(c), "\n")
    n.ln("First aid at scene: {f}", f=r.choice([["none"], ["pressure bandage applied by ", c.person("FAMILY").nm(r.choice(["full", "given"]))],
                                                ["washed with soap and water"], ["ice pack"],
                                                ["tourniquet applied by bystander - advised removal under medical supervision"]]))
    n.ln("PMH: {p}. Meds: {m}. Allergies: {a}.", p=story.pmh(c), m=story.meds(c), a=story.allergies(c))
    if r.random() < 0.6:
        n.ln("Vitals per {w}: {v}", w=r.choice(["EMS", "caller (home BP cuff)", "ED triage", "paramedics"]), v=clin.vitals(c, c.age_y, r.randint(0, 2)))
    n.ln("Advice: {a}. {x}", a=story.advice(c), x=story.negatives(c))
    n.ln("Counselling: {x}", x=r.choice(["do not cut, suck or apply ice; remove rings/watch", "watch for spreading redness, fever, red streaks",
                                          "return if swelling crosses a joint or new bleeding from gums", "keep bite site still and below heart level",
                                          "photo of wound q6h to track progression"]))
    h = c.hospital("hosp")
    if key in ("bat", "dogbite", "catbite"):
        if key != "catbite":
            owner = c.person("FAMILY")
            n.ln("Animal: {x}. Owner {o}, {a}, ph {p}.", x=r.choice(["dog, name \"" + c.ch(["Bella", "Max", "Rocky", "Duke", "Biscuit"]) + "\", vaccination status unknown",
                                                                     "bat - not captured", "dog, up to date on rabies vaccine per owner"]),
                 o=owner.nm(r.choice(["full", "init_sur"])), a=c.street(), p=c.phone())
        n.ln("Tetanus: last booster {y}.", y=c.date(c.shift(-r.randint(400, 4000)), r.choice(["year", "mon_year", "month_year"])))
        if key == "bat" or r.random() < 0.4:
            n.ln("Rabies PEP schedule (at {h}):", h=h)
            for dd in (0, 3, 7, 14):
                n.ln("  Day {k}: {d}", k=str(dd), d=c.date(c.shift(dd), r.choice(["md", "mon_d", "dmonY", "wd_md"]) if c.country != "AU" else "d_mon"))
    else:
        n.ln("Antivenom: {h} holds {v}; ED notified ({rn}, {ph}).", h=h, v=r.choice(["4 vials", "2 vials polyvalent", "stock confirmed",
                                                                                   ["none - nearest stock at ", c.hospital("hosp")]]),
             rn=common.staff(c).nm(r.choice(["full", "given"])), ph=c.phone(ext=True))
        n.ln("ED recs: {e}. Labs at arrival then {t}: {l}.", e=story.ed_mgmt(c), t=r.choice(["6 h", "q4h x3", "12 h"]),
             l=clin.labs(c, "coag") if c.scen["labs"] == "coag" else "CBC, CK")
    n.ln()
    for i in range(r.randint(1, 3)):
        n.ln("F/u {d} {t}: {x}", d=c.date(c.shift(i), r.choice(["md", "mon_d", "wd_short"])), t=tt[min(i + 1, 3)],
             x=r.choice(["swelling stable at 8 cm above ankle", "pt discharged", "AV given at 1450, no reaction",
                         "coags normal x2", "pain controlled", "pt declined ED", "spoke with " + r.choice(["ED RN", "ward RN", "pt"])]))
    n.add(common.signoff(c, spi, "spi"), "\n")
