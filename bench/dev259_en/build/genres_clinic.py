"""Genres: altitude illness clinic note, remote nursing station note, telephone encounter (dev259_en)."""
import datetime

from phi import Phi
import phi
import clinical as C
import common as K
import pools_places as PL
from case import nm


def altitude_clinic(rng, c, d):
    clinic = c.hospital()
    doc = c.staff("doctor", rng.choice(["UK", "US", "NZ", "CA", "NP"]))
    nurse = c.staff("nurse")
    kind = rng.choice(["ams", "ams", "hape", "hape", "hace", "gi", "snowblind"])
    s = C.scenario(rng, kind)
    np_ = c.country == "NP"
    d.line("{h}", h=clinic)
    d.line("{t}, {r}  |  Elev {a}", t=c.town(), r=c.region(), a=C.alt_str(rng, C.altitude_m(rng, 2800, 4400)))
    d.line(rng.choice(["OUTPATIENT RECORD", "Altitude Illness Consultation", "High Altitude Clinic - Patient Record"]))
    if np_ and rng.random() < 0.7:
        d.line("Reg. No: {m}    Date: {dt}  (B.S. {bs})", m=Phi(phi.mrn(rng, "NP"), "MRN"), dt=c.date(0),
               bs=c.date(0, "bs"))
    else:
        d.line("Reg. No: {m}    Date: {dt}   Time: {t}", m=Phi(phi.mrn(rng, c.country), "MRN"), dt=c.date(0),
               t=C.time(rng))
    d.line("Name: {n}    Age/Sex: {a}", n=c.ptname(rng.choice(["fl", "LF", "lf", "fml"])),
           a=rng.choice([[c.age_phi(), "/", c.sex], [c.age_phi(), " ", c.sex], [c.sex, "/", c.age_phi()]]))
    d.line("Home country: {hc}    Passport: {p}", hc=c.country_phi(), p=Phi(phi.idnum(rng, "PASSPORT"), "IDNUM"))
    if np_:
        guide = c.person("NP", "M", origin="nepali")
        d.line("Trekking agency: {o}   Guide: {g} ({p})", o=c.org(PL.EXPED_COS),
               g=Phi("%s %s" % (guide.first, guide.last), "FAMILY"), p=c.phone("NP", True))
        d.line("TIMS card: {t}   Permit: {p}", t=Phi(phi.license_no(rng, "TIMS"), "LICENSE"),
               p=Phi(phi.license_no(rng, "PERMIT"), "LICENSE"))
    else:
        d.line("Local address: {f}   Phone: {p}", f=c.place("feature"), p=c.phone(c.home_country, True))
    d.line("")
    d.line("ASCENT PROFILE (sleeping altitudes):")
    n = rng.randint(3, 6)
    alts = sorted(C.altitude_m(rng, 2600, 4900) for _ in range(n))
    for i in range(n):
        where = c.town() if rng.random() < 0.7 else c.place("feature")
        d.line("  {dt}  {w}  {a}", dt=c.date(i - n, rng.choice(["d_mon", "dm", "mon_d"]) if i else c.ds), w=where,
               a=C.alt_str(rng, alts[i]))
    d.line("Prophylaxis: {x}", x=rng.choice(["acetazolamide 125 mg BD from day 2", "none", "Diamox 250 mg BD (self-started)",
                                             "ginkgo (herbal)", "none - 'didn't want tingling'"]))
    d.line("")
    d.line("C/O: {x}", x=s["cc"])
    d.line("PMH: {x}. Allergies: {a}", x=C.pmh(rng), a=C.allergies(rng))
    d.line("O/E: {x}", x=s["exam"])
    if kind in ("hape", "hace"):
        d.line(C.lls(rng, 2))
    d.line("Impression: {x}", x=s["dx"])
    d.line("Management: {x}", x=s["tx"])
    d.line("Advice/plan: {x}", x=s["plan"])
    if kind in ("hape", "hace") and rng.random() < 0.8:
        d.line("Heli evac requested via {i} (policy {p}); {op} {reg} landed {t}",
               i=Phi(rng.choice(PL.INSURERS), "ORGANIZATION"), p=Phi(phi.healthplan(rng, c.home_country), "HEALTHPLAN"),
               op=Phi(rng.choice(PL.HELI_OPS), "ORGANIZATION"), reg=Phi(phi.aircraft_reg(rng, c.country), "VEHICLE"),
               t=C.time(rng, "hm"))
        if np_:
            dest = rng.choice(["Himal Care Hospital", "Lalitpur Mountain Medicine Hospital", "Tashigang Travel Medicine Centre"])
        else:
            dest = rng.choice(["Bristlecone Valley Medical Center", "Providence Peaks Medical Center",
                               "Talus City Memorial Hospital"])
        d.line("Destination: {h}, {city}", h=Phi(dest, "HOSPITAL"),
               city=Phi(rng.choice(PL.GATEWAY_BY_COUNTRY[c.country]), "CITY"))
    d.line(C.hard_negative_line(rng))
    d.line("")
    d.line("Seen by: {dr}  /  {nu}", dr=c.dr(doc, rng.choice(["dr_fl", "fl_cred", "dr_l"])),
           nu=c.dr(nurse, rng.choice(["il_cred", "fl"])))
    if np_:
        d.line("NMC reg {l}", l=Phi(phi.license_no(rng, "NPMC"), "LICENSE"))
    d.line("Consultation fee USD {f} - receipt {r}", f=rng.choice(["50", "60", "75", "100"]),
           r=Phi(phi.account(rng), "ACCOUNT"))


# ----------------------------------------------------------------------------- remote nursing station
def remote_nursing(rng, c, d):
    st = c.hospital()
    nurse = c.staff("nurse")
    md = c.staff("doctor")
    kind = rng.choice(["frostbite", "hypothermia", "ankle", "head", "ribs", "gi", "asthma", "diabetic", "wrist"])
    s = C.scenario(rng, kind)
    home = c.home
    d.line("{st} - {town}, {prov}", st=st, town=Phi(home["city"], "CITY"), prov=c.state_phi(home))
    d.line(rng.choice(["CLINICAL NOTE - WALK-IN", "Nursing Encounter", "Client Visit Record", "AFTER-HOURS CALL-BACK VISIT"]))
    d.line("Client: {n}   Chart#: {m}", n=c.ptname(rng.choice(["LF", "lf", "LF_plain"])), m=Phi(phi.mrn(rng, c.country), "MRN"))
    if c.country == "CA":
        d.line("HCN: {h}   DOB: {b}   Age: {a}", h=Phi(phi.healthplan(rng, "CA"), "HEALTHPLAN"), b=c.dob_phi(), a=c.age_phi())
    elif c.country == "UK":
        d.line("CHI/NHS no: {h}   DOB: {b}   Age: {a}", h=Phi("%s%s" % (c.dob.strftime("%d%m%y"), phi.digits(rng, 4)), "MRN"),
               b=c.dob_phi(), a=c.age_phi())
    else:
        d.line("NHI: {h}   DOB: {b}   ({a} yrs)", h=Phi(phi.mrn(rng, "NZ"), "MRN"), b=c.dob_phi(), a=c.age_phi())
    d.line("Address: {a}   Ph: {p}", a=Phi(home["street"], "STREET"), p=c.phone(c.country))
    d.line("Visit: {dt} {t}   Provider: {n}", dt=c.date(0), t=C.time(rng, rng.choice(["colon", "hm"])),
           n=c.dr(nurse, rng.choice(["fl_cred", "il_cred"])))
    d.line("Room: {r}", r=Phi(rng.choice(PL.ROOMS), "LOCATION_OTHER"))
    if rng.random() < 0.5:
        interp = c.person(c.country)
        d.line("Interpreter: {n} ({r})", n=Phi("%s %s" % (interp.first, interp.last), "FAMILY"),
               r=rng.choice(["cousin", "community interpreter", "daughter", "neighbour"]))
    d.line("")
    acts = {"CA": ["out on the snowmobile", "checking nets through the ice", "hunting caribou", "on the trapline",
                   "hauling water", "working at the mine site", "walking home from the store"],
            "NZ": ["mustering on the quad bike", "tramping on the tops", "working at the hydro scheme",
                   "out possum trapping", "fencing on the station"],
            "UK": ["out on the hill after sheep", "cutting peat", "working on the fish farm", "walking the dog on the moor",
                   "out in the creel boat"]}[c.country]
    d.line("S: {x}. Occurred {w} while {act}. {pf} reports {y}.", x=s["cc"],
           w=rng.choice(["last night", "this am", "2/7 ago", "on the weekend"]), act=rng.choice(acts),
           pf=c.ptname(rng.choice(["f", "nick"])), y=rng.choice(["pain 7/10", "no LOC", "tingling", "feels 'done in'"]))
    if rng.random() < 0.5:
        veh, auth = {"CA": ("Snowmobile reg", "RCMP notified re: breakthrough on river ice"),
                     "NZ": ("Quad bike reg", "WorkSafe notification discussed with employer"),
                     "UK": ("Vehicle reg", "Police informed as per RTC protocol")}[c.country]
        d.line("   {v} {p} - {a}.", v=veh, p=Phi(phi.plate(rng, c.country), "VEHICLE"), a=auth)
    d.line("   Works as {o} for {e}.", o=Phi(c.prof, "PROFESSION"), e=c.org(PL.EMPLOYERS))
    d.line("   PMH {x}; Meds {m}; All {a}", x=C.pmh(rng), m=", ".join(C.meds_list(rng, 2)), a=C.allergies(rng))
    d.line("O: {x}", x=s["exam"])
    d.line("A: {x}", x=s["dx"])
    d.line("P: {x}. {y}", x=s["tx"], y=s["plan"])
    d.line("   Consulted on-call {dr} via phone {p} at {t} - agrees.", dr=c.dr(md, rng.choice(["dr_l", "dr_fl"])),
           p=c.phone(c.country, ext=rng.random() < 0.5), t=C.time(rng, "hm"))
    if rng.random() < 0.5:
        d.line("   Medevac requested ({pr}); {op} {reg} ETA {t} to {h}.", pr=rng.choice(["urgent", "emergent", "routine"]),
               op=Phi(rng.choice(PL.HELI_OPS), "ORGANIZATION"), reg=Phi(phi.aircraft_reg(rng, c.country), "VEHICLE"),
               t=C.time(rng, "hm"), h=Phi(rng.choice(PL.HOSPITALS[c.country]), "HOSPITAL"))
        esc = c.family(rng.choice(["wife", "husband", "mother", "father", "sister", "brother"]))
        d.line("   Escort: {n} ({r}).", n=Phi(esc.first + " " + esc.last, "FAMILY"), r=esc.rel)
    else:
        d.line("   RTC {x} or sooner PRN.", x=rng.choice(["2/7", "1/52", "tomorrow am", "Monday"]))
    if rng.random() < 0.4:
        d.line("   Lab req {o}: CBC, lytes, CK - to go out on {dt} sched flight.", o=Phi(phi.idnum(rng, "SPECIMEN"), "IDNUM"),
               dt=c.date(1, rng.choice(["weekday", "mon_d", "d_mon"])))
    d.line("")
    d.line("Entered by: {u}  {dt} {t}", u=c.uname(nurse), dt=c.date(0, "iso"), t=C.time(rng, "colon"))
    if rng.random() < 0.6:
        d.line("Workstation {ip} | printed by {u}", ip=Phi(phi.ipaddr(rng), "IPADDR"), u=c.uname(c.staff("clerk")))
    d.line("Acct/visit: {a}", a=Phi(phi.account(rng), "ACCOUNT"))


# ----------------------------------------------------------------------------- telephone encounter
TOPICS = [
    ("frostbite blisters after trip - now cloudy", "blisters on toes broke, some redness spreading to dorsum of foot",
     "?cellulitis over frostbitten tissue", "same-day review; start flucloxacillin 500 mg QDS pending exam"),
    ("request for acetazolamide Rx for upcoming trek", "no sulfa allergy, no renal hx, eGFR 88 last year",
     "pre-travel altitude prophylaxis", "Rx acetazolamide 125 mg BD x 14 days sent to pharmacy; trial dose advised"),
    ("still SOB after HAPE evac 2/52 ago", "walking 1 km OK, mild dry cough, no chest pain, SpO2 home 96%",
     "post-HAPE recovery", "CXR ordered, GP review 1/52, no altitude x3/12"),
    ("headaches since ski fall", "hit back of head on hardpack Saturday, helmet on, no vomiting, sleeping OK",
     "post-concussion symptoms", "graded return; red flags discussed; no sports until symptom-free"),
    ("tick bite after trek", "bullseye-like rash 5 cm at L calf, day 9, mild fever",
     "?erythema migrans", "doxycycline 100 mg BD x 21/7 after clinician review"),
    ("fit to fly after pneumothorax on expedition", "chest drain removed 9 days ago abroad, no SOB",
     "post-PTX", "advised no flying until 1/52 after radiological resolution; needs CXR first"),
    ("numb toes 6 weeks after polar trip", "cold sensitivity, pins and needles, no colour change",
     "non-freezing cold injury / post-frostbite neuropathy", "podiatry and cold-injury clinic referral"),
]


def telephone_encounter(rng, c, d):
    clinic = c.hospital()
    rn = c.staff("nurse")
    md = c.staff("doctor")
    clerk = c.staff("clerk")
    topic = rng.choice(TOPICS)
    by_family = rng.random() < 0.35
    fam = c.family() if by_family else None
    d.line("{h}", h=clinic)
    d.line(rng.choice(["TELEPHONE ENCOUNTER", "Phone Note", "Telephone Triage Record", "PHONE MESSAGE / TRIAGE"]))
    d.line("Patient: {n}   MRN: {m}   DOB: {b}", n=c.ptname(rng.choice(["LF", "lf", "fl"])),
           m=Phi(phi.mrn(rng, c.country), "MRN"), b=c.dob_phi())
    d.line("Encounter: {a}   {dt} {t}", a=Phi(phi.account(rng), "ACCOUNT"), dt=c.date(0, rng.choice([c.ds, "wk_md" if c.us
                                                                                                   else "wk_dm"])),
           t=C.time(rng))
    if by_family:
        d.line("Caller: {n} ({r})   Callback: {p}", n=Phi("%s %s" % (fam.first, fam.last), "FAMILY"), r=fam.rel,
               p=c.phone(c.home_country, True))
    else:
        d.line("Caller: self   Callback: {p}", p=c.phone(c.home_country, rng.random() < 0.7))
    if c.country == "US" and rng.random() < 0.8:
        d.line("SSN: {s}   Ins: {i} member {m}", s=Phi(phi.ssn(rng, "US"), "SSN"), i=c.org(PL.INSURERS),
               m=Phi(phi.healthplan(rng, "US"), "HEALTHPLAN"))
    d.line("Message taken by: {n}", n=c.dr(clerk, rng.choice(["fl", "il2"])))
    d.line("")
    d.line("Reason: {x}", x=topic[0])
    d.f("Triage ({n}): ", n=c.dr(rn, rng.choice(["il_cred", "fl_cred"])))
    if by_family:
        d.f("{r} reports pt ({a}) {x}. ", r=Phi(fam.first, "FAMILY"), a=K.age_sex(rng, c, "yo"), x=topic[1])
    else:
        d.f("Pt ({a}) reports {x}. ", a=K.age_sex(rng, c, rng.choice(["yo", "y/o", "dash"])), x=topic[1])
    d.f("Returned from {trip} on {dt}. ", trip=rng.choice([
        [Phi(rng.choice(PL.MOUNTAINS["NP"]), "LOCATION_OTHER"), " trek in ", Phi("Nepal", "COUNTRY")],
        [c.place("ski"), " ski week"], ["a dog-sled trip in ", Phi("Canada", "COUNTRY")],
        [Phi(rng.choice(PL.FEATURES["NZ"]), "LOCATION_OTHER"), " tramp, ", Phi("New Zealand", "COUNTRY")]]),
        dt=c.date(-rng.randint(3, 40), rng.choice(["md" if c.us else "dm", c.ds, "wk_md" if c.us else "wk_d_mon"])))
    d.w("Quote: \"", rng.choice(["i just want to know if it's normal", "my toes look kind of grey",
                                 "the hospital over there said see my own doctor", "is it safe to go back up next month?"]),
        "\"\n")
    d.line("Assessment: {x}", x=topic[2])
    d.line("Plan: {x}", x=topic[3])
    pharm = {"US": ["Cold Brook Pharmacy", "Juniper Bend Drug", "Summit Rx"],
             "CA": ["Revelwood Pharmacy", "Caribou Narrows Drug Mart", "Golden Spur Apothecary"],
             "UK": ["Fellside Chemist", "Lochside Pharmacy", "Braemoss Pharmacy"],
             "NZ": ["Kowhai Pharmacy", "Te Roto Chemist", "Ruakiwi Unichem"]}[c.country]
    d.line("Pharmacy on file: {ph}, {p}", ph=Phi(rng.choice(pharm), "HOSPITAL"), p=c.phone(c.country))
    d.line("Routed to: {n} for co-sign", n=c.dr(md, rng.choice(["dr_l", "dr_fl", "LF"])))
    d.line("")
    if rng.random() < 0.7:
        d.line("Addendum {dt} {t} - {dr}: {x}", dt=c.date(rng.randint(0, 1), rng.choice(["md" if c.us else "dm", c.ds])),
               t=C.time(rng), dr=c.dr(md, rng.choice(["dr_l", "fl_cred"])),
               x=rng.choice(["agree with plan", "pls book in with me Thurs", "reviewed, Rx signed",
                             "ok - also check TSH and ferritin"]))
    if rng.random() < 0.5:
        d.line("Portal msg sent to {e} via {u}", e=c.email(c.pt), u=Phi(phi.url(rng, clinic.value, "portal"), "URL"))
    d.line("Signed: {u} {dt}", u=c.uname(rn), dt=c.date(0, "iso"))
