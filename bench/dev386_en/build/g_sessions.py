"""Therapy session notes, telephone follow-ups and hyperacusis desensitisation plans."""
import cases as K
import clinical as CL
import core as C
import places as PL
from core import P

HOLIDAYS = ["Christmas", "Easter", "New Year", "Boxing Day", "Thanksgiving", "Diwali", "Eid", "Hanukkah",
            "Christmas Eve", "New Year's Eve", "Anzac Day", "St Patrick's Day", "Canada Day", "Waitangi Day",
            "Labor Day", "Good Friday"]


def _holiday(x):
    by_c = {"US": ["Thanksgiving", "Christmas", "Labor Day", "Easter", "New Year's Eve", "Hanukkah", "Diwali"],
            "AU": ["Christmas", "Anzac Day", "Easter", "Boxing Day", "New Year", "Diwali"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Easter", "Eid"],
            "IE": ["St Patrick's Day", "Christmas", "Easter", "New Year", "Good Friday"],
            "NZ": ["Waitangi Day", "Christmas", "Easter", "Boxing Day", "Diwali"],
            "UK": ["Christmas", "Easter", "Boxing Day", "New Year's Eve", "Eid", "Diwali", "Christmas Eve"]}[x.c]
    return P(x.pk(by_c), "DATE")


def _life_event(x):
    pt, rng = x.pt, x.rng
    r = rng.random()
    if r < 0.2:
        x.t("Found {hol} difficult - family gathering at {f}'s house, 'too many voices at once'. ",
            hol=_holiday(x), f=P(x.fam(0)["first"], "FAMILY"))
    elif r < 0.35:
        x.t("Back from two weeks in {cty}; tinnitus less noticeable while away. ", cty=P(x.pk(PL.OTHER_COUNTRIES), "COUNTRY"))
    elif r < 0.5:
        x.t("Line manager {m} at {emp} has agreed a quieter desk and headset with sidetone limiter. ",
            m=P("%s %s" % (K.person(rng, x.c)["first"], K.person(rng, x.c)["last"]), "FAMILY"), emp=x.employer())
    elif r < 0.65:
        x.t("Has rejoined {ch} - stands at the back with SG on. ", ch=P(x.pk(PL.CHURCHES), "ORGANIZATION"))
    elif r < 0.8:
        f = x.fam(1)
        x.t("{His} {rel} {f} has been unwell (in hospital since {d}); stress levels up, tinnitus 'louder'. ",
            His=pt["His"], rel=f["rel"], f=P(f["first"], "FAMILY"), d=x.D(x.before(5, 30), x.pk([x.ds, "day_month"])))
    elif r < 0.9:
        x.t("Walks daily around {lm} with a podcast - good distraction. ",
            lm=P(x.pk(["Kingsmead Park", "Brightwater Marina", "Castlegate Bridge", "Greyfriars Market",
                       "Abbotsford Leisure Centre"]), "LOCATION_OTHER"))
    else:
        x.t("Planning a trip home to {cty} to see family; worried about the flight (barotrauma advice given). ",
            cty=x.country_p())


def session_note(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["hosp", "clinic"]))
    ht = x.clin("HT")
    k, tot = rng.randrange(1, 7), x.pk([6, 6, 8, 4])
    k = min(k, tot)
    x.put(x.pk(["HEARING THERAPY SESSION NOTE", "Hearing Therapy - Tinnitus (CBT) Session", "Tinnitus Therapy Progress Note",
                "HT session %d/%d" % (k, tot)]), "\n")
    x.put("Date: ", x.D(pt["visit"]), "   ", x.pk(["10:00-10:50", "14:00-14:55", "09:30-10:30", "video 11:00-11:45"]),
          "   Room ", x.room(), ", ", P(s["name"], "HOSPITAL"), "\n")
    x.put(x.pk(["Client: ", "Patient: ", "Pt: "]), x.pt_name_hdr(), "  (", x.age_p(), ")   ", x.ids_line(), "\n")
    x.put("Therapist: ", K.signoff(ht), "\n")
    x.put("Session %d of %d - %s\n" % (k, tot, x.pk(["CBT for tinnitus", "TRT-style counselling", "hyperacusis programme",
                                                   "sound therapy + CBT", "ACT-based tinnitus group follow-on"])))
    if x.ch(0.4):
        f = x.fam(0)
        x.t("Attended with {f}.\n", f=K.fam_ref(rng, f))
    else:
        x.put("Attended alone.\n")
    if x.ch(0.7):
        x.t("\nBackground: {age} {prof}; {desc} tinnitus ({side}) for {dur}. {aud} Referred by {ref} following "
            "audiology assessment on {d}.\n", age=x.age_phrase(), prof=x.prof_noun(), desc=x.pk(CL.TINN_DESC),
            side=x.pk(CL.TINN_SIDE), dur=x.pk(["2 yrs", "18/12", "6 months", "10+ years", "2/12"]),
            aud=x.pk(["Mild HF SNHL, aided bilaterally.", "Hearing WNL.", "Mod SNHL, wears RIC aids.",
                      "Asymmetric loss - MRI IAM clear."]),
            ref=K.drname(x.clin(x.pk(["AUD", "ENT", "AVM"]))), d=x.D(x.before(60, 300)))
    sc = CL.scores(rng)
    x.t("\nSince last session ({d}):\n", d=x.D(x.before(7, 28), x.pk([x.ds, x.dm])))
    x.t("- THI {t}, VAS loudness {l}/10, annoyance {a}/10, ISI {i}\n", t=str(sc["thi"]), l=str(sc["vas_l"]),
        a=str(sc["vas_a"]), i=str(sc["isi"]))
    x.t("- Sound generator / aids worn ~{h} h/day (datalogging)\n", h=str(rng.randrange(1, 14)))
    x.put("- ")
    _life_event(x)
    x.put("\n")
    if x.ch(0.5):
        x.put("- ")
        _life_event(x)
        x.put("\n")
    x.put("\nSession content:\n")
    for c in rng.sample(CL.COUNSEL, 3):
        x.put("* ", c, "\n")
    if x.ch(0.4):
        x.put("* ", x.pk(CL.HARDNEG), "\n")
    if x.ch(0.6):
        x.t("\nFormulation: {f}\n", f=x.pk([
            "Tinnitus appraised as threatening -> hypervigilance, poor sleep -> increased awareness (maintaining cycle).",
            "Avoidance of quiet and of social situations maintaining distress; low activity level; mood low.",
            "Hyperacusis maintained by over-protection (plugs) and anticipatory anxiety.",
            "Perfectionist traits; tinnitus seen as 'loss of control'. Work stress a key trigger.",
            "Sleep-onset insomnia with clock-watching; tinnitus blamed for all poor nights."]))
    x.t("\nPt quote: '{q}'\n", q=x.pk(["it's like a kettle that never boils", "I've stopped fighting it so much",
                                      "the nights are the worst", "I can hear it over the telly now",
                                      "my wife says I'm snappy", "I was fine until the fan broke"]))
    x.put("Risk: ", x.pk(["no current risk concerns", "denies thoughts of self-harm", "passive thoughts - safety plan reviewed, "
                                                                                      "GP aware", "n/a"]), "\n")
    x.put("\nHomework: ", x.pk(["continue thought diary", "PMR daily + sleep diary", "2 exposure tasks from hierarchy",
                                "SG 6 h/day at mixing point", "read leaflet 'Tinnitus and sleep'", "worry time 15 min/day"]), "\n")
    nd = x.after(7, 21)
    x.t("Next: {d} {tm}, {where}\n", d=x.D(nd, x.pk([x.ds, x.short, "wd_mdy" if x.us else "wd_dmy"])),
        tm=x.pk(["10:00", "14:00", "09:30", "11:15"]), where=x.pk([["Room ", x.room()], "video", "telephone"]))
    x.put("\n", K.signoff(ht), "\n", ht["job"], "\n")


def phone_followup(x):
    pt, rng = x.pt, x.rng
    cl = x.clin(x.pk(["AUD", "HT", "TECH"]))
    x.put(x.pk(["TELEPHONE FOLLOW-UP", "Telephone consultation", "Tel f/u", "PHONE REVIEW - audiology"]), "\n")
    x.put(x.D(pt["visit"], x.pk([x.ds, x.short, "wd_mdy" if x.us else "wd_dmy"])), " ", x.pk(["09:12", "11:40", "14:25", "16:05"]),
          "  ", x.pk(["outgoing", "incoming", "booked call"]), "\n")
    x.put(x.pt_name_hdr(), "  ", x.ids_line(sep="  "), "\n")
    if x.ch(0.6):
        x.t("Bg: {age}, {prof}. {desc} tinnitus. Aids fitted {d}.\n", age=x.age_phrase(x.pk(["yo", "y", "sex"])),
            prof=x.prof_phrase(), desc=x.pk(["Bilat", "R-sided", "L-sided", "Pulsatile", "Chronic"]),
            d=x.D(x.before(30, 900), x.pk([x.ds, "month_year", "mon_year"])))
    x.put("\n")
    num = x.pk(["mobile", "home"])
    x.t("Called pt on {ph}", ph=P(pt["mobile"] if num == "mobile" else pt["home"], "PHONE"))
    r = rng.random()
    if r < 0.2:
        x.t(" - no answer, VM left. Retried {d} 15:10, answered.\n", d=x.D(x.after(1, 3), x.pk([x.dm, x.short])))
    elif r < 0.4:
        f = x.fam(0)
        x.t(" - {rel} {f} answered, pt then came to phone.\n", rel=f["rel"], f=P(f["first"], "FAMILY"))
    else:
        x.put(".\n")
    x.t("ID confirmed: full name, DOB {dob}, first line of address ({st}).\n", dob=x.D(pt["dob"]),
        st=P(pt["addr"]["street"], "STREET"))
    if x.ch(0.3):
        x.t("Voice biometric check passed (voiceprint ID {b}).\n", b=P(C.bioid(rng, "voice"), "BIOID"))
    x.put("\n")
    for topic in rng.sample(["aids", "tinnitus", "sg", "results"], x.pk([1, 2, 2, 3])):
        _phone_topic(x, topic)
    if x.ch(0.3):
        x.put("Lives ", x.pk(["alone", "with family"]), "; ")
        f = x.fam(0)
        x.t("{rel} {f} ({a}) {what}.\n", rel=f["rel"], f=P(f["first"], "FAMILY"), a=P(str(f["age"]), "AGE"),
            what=x.pk(["helps with the aids", "drives pt to appointments", "is the main carer", "visits daily"]))
    x.put("Plan:\n")
    for it in rng.sample(["post domes + wax guards", "reorder batteries (size 312 x 6 packs)", "book f2f fine-tune",
                          "continue current plan, review 3/12", "refer hearing therapy", "discharge with open access",
                          "send tinnitus & sleep leaflet", "update GP", "add to group CBT waiting list"], x.pk([1, 2, 3])):
        x.put("- ", it, "\n")
    if x.ch(0.4):
        x.t("Leaflet e-mailed to {e}.\n", e=P(pt["email"], "EMAIL"))
    if x.ch(0.5):
        x.t("F2F booked {d} {tm} at {s}.\n", d=x.D(x.after(10, 60)), tm=x.pk(["09:15", "13:30", "15:45"]),
            s=P(x.site(x.pk(["hosp", "clinic"]))["name"], "HOSPITAL"))
    x.put("Call %d min. " % rng.randrange(4, 25))
    x.put(K.signoff(cl), " (", cl["job"], ")", "\n")


def _phone_topic(x, topic):
    pt, rng = x.pt, x.rng
    if topic == "aids":
        x.t("Review {n} weeks post fit ({d}). Using aids ~{h} h/day. {iss}\n", n=str(rng.randrange(2, 9)),
            d=x.D(x.before(14, 60)), h=str(rng.randrange(2, 15)),
            iss=x.pk(["Own voice boomy - advised closed domes may be the cause, will adjust.",
                      "Whistling when hugging grandchildren - feedback manager to rerun.",
                      "Happy, TV much easier, tinnitus masked in daytime.",
                      "R aid dead since weekend - likely wax guard, talked through change.",
                      "Battery door broken - posting replacement."]))
    elif topic == "tinnitus":
        sc = CL.scores(rng)
        x.t("Tinnitus {t}. Sleep {s}. Rated loudness {l}/10, distress {a}/10.\n",
            t=x.pk(["about the same", "a bit better", "worse since a cold", "fluctuating"]),
            s=x.pk(["improved with fan", "still poor", "OK with melatonin", "variable"]), l=str(sc["vas_l"]), a=str(sc["vas_a"]))
        if x.ch(0.5) and not pt["retired"]:
            x.t("Has started back at {emp} part-time.\n", emp=x.employer())
        elif x.ch(0.3):
            x.t("THI by phone {t} (was {t0} on {d}).\n", t=str(sc["thi"]), t0=str(min(100, sc["thi"] + 2 * rng.randrange(0, 12))),
                d=x.D(x.before(40, 200)))
    elif topic == "sg":
        x.t("Sound generator loan ({m}) - using nightly, {c}.\n", m=x.pk(CL.SG_MODELS),
            c=x.pk(["finds ocean setting best", "volume at 3 of 10", "pillow speaker uncomfortable", "wants to keep it"]))
    else:
        x.t("Discussed MRI IAM result ({d}, {h}): {r}.\n", d=x.D(x.before(5, 30)),
            h=P(x.site("hosp")["name"], "HOSPITAL"),
            r=x.pk(["no retrocochlear pathology", "normal IAMs, incidental small vessel change", "reported as normal"]))


def hyperacusis_plan(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["hosp", "clinic"]))
    cl = x.clin(x.pk(["HT", "AUD"]))
    x.put(x.pk(["HYPERACUSIS DESENSITISATION PLAN", "Hyperacusis / Sound Sensitivity - Graded Exposure Plan",
                "SOUND TOLERANCE PROGRAMME"]), "\n")
    x.put(P(s["name"], "HOSPITAL"), " - ", x.pk(["Tinnitus & Hyperacusis Service", "Hearing Therapy"]), "\n")
    x.put("Plan agreed: ", x.D(pt["visit"]), "\n")
    x.pt_block(addr=x.ch(0.4), phone=x.ch(0.4))
    x.put("Clinician: ", K.signoff(cl), "\n\n")
    t, avg = CL.ulls(rng)
    x.put("BASELINE\n", t)
    sc = CL.scores(rng)
    x.put("Khalfa HQ %d/42; THI %d; GAD-7 %d. " % (sc["hq"], sc["thi"], sc["gad"]))
    x.put(x.pk(["Misophonia features (chewing) also present.", "No misophonia.", "Phonophobia to sudden sounds (dog barking).",
                "Pain hyperacusis ('noxacusis') with sharp sounds R."]), "\n")
    x.t("Earplug use: {u}\n\n", u=x.pk(["constant, including at home", "foam plugs in most public places",
                                       "ear defenders at the supermarket", "none"]))
    x.put("EXPOSURE HIERARCHY (SUDS 0-10)\n")
    fam = x.fam(0)
    items = [["cutlery / dishes at home"],
             ["grandchildren's voices at ", P(fam["first"], "FAMILY"), "'s house"],
             ["supermarket checkout at ", P(x.pk(["Fairview Shopping Centre", "Greyfriars Market", "Brightwater Marina"]),
                                            "LOCATION_OTHER")],
             ["Sunday service at ", P(x.pk(PL.CHURCHES), "ORGANIZATION")],
             ["bus ride, route %d, rush hour" % rng.randrange(2, 99)],
             ["open-plan office at ", x.employer()] if not pt["retired"] else ["grandson's band practice"],
             ["car indicator and reversing beeper"], ["hand dryers in public toilets"],
             ["cafe near ", P(x.pk(["Castlegate Bridge", "Kingsmead Park", "Regent Cinema", "Elmstead Community Centre"]),
                              "LOCATION_OTHER")],
             ["bowls club social at ", P(x.pk(["Highfield Bowls Club", "Lakeside Rowing Club"]), "ORGANIZATION")]]
    chosen = rng.sample(items, 6)
    suds = sorted(rng.sample(range(2, 11), 6))
    for i, (it, sd) in enumerate(zip(chosen, suds), 1):
        x.put("%d. " % i, it, "  (SUDS %d)\n" % sd)
    x.put("\nSOUND THERAPY\n")
    x.put("Device: ", x.pk(CL.SG_MODELS), "  SN ", P(C.serial(rng), "DEVICE"), "\n")
    x.put("Broadband noise, %d-%d h/day, level just audible, increase 1 step/week as tolerated.\n" % (
        rng.randrange(2, 4), rng.randrange(5, 9)))
    x.put("Earplug weaning: wk 1-2 no plugs at home; wk 3-4 plugs only >85 dBA (e.g. lawnmower); then occasional.\n")
    x.put("\nGOALS\n")
    goal_date = x.after(60, 240)
    g = x.pk(["wedding", "graduation", "birthday party", "anniversary dinner", "retirement do", "school concert"])
    f2 = x.fam(1)
    x.t("1. Attend {his} {rel} {f}'s {g} on {d} without ear defenders.\n", his=pt["his"], rel=f2["rel"],
        f=P(f2["first"], "FAMILY"), g=g, d=x.D(goal_date, x.pk([x.ds, "dmy_long" if not x.us else "mdy_long"])))
    x.put("2. Shop at supermarket weekly for 30 min (SUDS <4).\n")
    x.put("3. Return to ", x.pk(["choir", "the gym", "work full-time", "cinema with partner", "grandson's football"]), ".\n")
    x.put("\nReview: ", x.D(x.after(21, 42)), ", then ", x.D(x.after(60, 100)), "\n")
    x.put("Contact between sessions: ", P(s["phone"], "PHONE"))
    if x.ch(0.5):
        x.put(" or ", P(cl["email"], "EMAIL"))
    x.put("\n\nAgreed by: ", K.full(pt), " / ", K.signoff(cl), "\n")
